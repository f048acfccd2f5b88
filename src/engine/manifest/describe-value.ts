/** How a value found in a content file is named in messages ("found …"). */

const MAX_SHOWN = 60;

export function quoteText(text: string): string {
  const shown = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
  return JSON.stringify(shown);
}

/** The value itself where it is short: `"centre"`, `5`, `true`, `an empty list`, `nothing`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return value === '' ? 'an empty string' : quoteText(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${countOf(value.length, 'item')}`;
  return 'an object';
}

/** The kind of value, for type mismatches: `a number`, `the text "abc"`, `a list`, `an object`. */
export function describeKind(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return value === '' ? 'an empty string' : `the text ${quoteText(value)}`;
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'an object';
}

/** For length limits: `12 characters`, `an empty list`, `4 items`. */
export function describeSize(value: unknown): string {
  if (typeof value === 'string') return value === '' ? 'an empty string' : countOf(value.length, 'character');
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : countOf(value.length, 'item');
  return describeValue(value);
}

export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
