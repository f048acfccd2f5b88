/** The attributes of an island's wrapper element, shared by the server render and the browser's loader. */
export const islandAttributes = { type: 'data-island', trigger: 'data-trigger', props: 'data-island-props', state: 'data-island-state' } as const;

/** The id of the data block holding an island's props (section ids are unique on a page). */
export function islandPropsId(sectionId: string): string {
  return `island-props-${sectionId}`;
}

/**
 * JSON for a `<script type="application/json">` data block: `<` escaped so no text in the content can
 * close the element or open a comment, and the two line separators JavaScript once refused.
 */
export function dataBlockJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
