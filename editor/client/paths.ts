/** A field's JSON path as the validator writes it: "sections[2].cards[1].link"; "" is the file itself. */
export const childPath = (parent: string, key: string | number) => (typeof key === 'number' ? `${parent}[${key}]` : parent === '' ? key : `${parent}.${key}`);

/** The id of a field's control, for the summary's links and the preview's clicks. */
export const fieldId = (path: string) => `field-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Whether `path` is `parent` or inside it. */
export const within = (path: string, parent: string) => parent === '' || path === parent || path.startsWith(`${parent}.`) || path.startsWith(`${parent}[`);
