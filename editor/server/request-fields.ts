/**
 * The checks every request body and field of the editor's API passes before anything reads a file
 * (issue 27 items 4 and 11): a bad body is a 4xx whose message names the field, never a 500.
 */

/** A request refused before it did anything, with its status and a message naming the field. */
export class RequestRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 413 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRefused';
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The deepest a body may nest: a page is about ten levels deep; the validator and the writers recurse. */
export const MAX_BODY_DEPTH = 64;

/** The nesting depth of `value`, counted without recursion (a body 100,000 levels deep must not blow the stack); stops past `limit`. */
export function depthOf(value: unknown, limit = MAX_BODY_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The body as an object: a JSON object, not null, an array or a scalar, and not nested deeper than MAX_BODY_DEPTH. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (!isRecord(body))
    throw new RequestRefused(400, `The body must be a JSON object ({ … }), found ${body === null ? 'null' : Array.isArray(body) ? 'an array' : typeof body}.`);
  if (depthOf(body) > MAX_BODY_DEPTH) throw new RequestRefused(400, `The body nests deeper than ${MAX_BODY_DEPTH} levels; no content file does.`);
  return body;
}

export function stringField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string') throw new RequestRefused(400, `${field}: expected a string, found ${describe(value)}.`);
  return value;
}

export function optionalStringField(body: Record<string, unknown>, field: string): string | undefined {
  return body[field] === undefined ? undefined : stringField(body, field);
}

export function optionalBooleanField(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new RequestRefused(400, `${field}: expected true or false, found ${describe(value)}.`);
  return value;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`.slice(0, 80);
}

/** `value` percent-decoded until it no longer changes (so "%252e%252e" is seen as ".."); undefined when it is not valid percent-encoding. */
function decodedFully(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * A path relative to the project as a request gives it ("content/pages/about.json", "/img/hero/a.webp"
 * with `leadingSlash`), refused outright (400, naming the field) when it, or any percent-decoding of
 * it, is absolute, holds a ".." or "." segment, an empty segment, a backslash or a NUL: such a path
 * is never normalised into another file, because the validator knows each file by its one plain name.
 */
export function relativePathField(field: string, value: unknown, { leadingSlash = false } = {}): string {
  if (typeof value !== 'string' || value === '')
    throw new RequestRefused(400, `${field}: expected a path relative to the project, like "content/pages/about.json", found ${describe(value)}.`);
  const decoded = decodedFully(value);
  if (decoded === undefined) throw new RequestRefused(400, `${field}: not a valid path: its percent-encoding ("%…") is broken.`);
  for (const form of new Set([value, decoded])) {
    const body = leadingSlash && form.startsWith('/') ? form.slice(1) : form;
    if (form.includes('\0') || form.includes('\\')) throw new RequestRefused(400, `${field}: a path may not hold a backslash or a NUL character.`);
    if (body.startsWith('/') || /^[a-zA-Z]:/.test(body) || (!leadingSlash && form.startsWith('~')))
      throw new RequestRefused(400, `${field}: an absolute path is refused; give the path inside the project, like "content/pages/about.json".`);
    const segments = body.split('/');
    if (segments.includes('..'))
      throw new RequestRefused(400, `${field}: a ".." segment is refused ("${value}"); give the file's own path, like "content/site.json".`);
    if (segments.some((segment) => segment === '.' || segment === ''))
      throw new RequestRefused(400, `${field}: "${value}" is not a plain path (an empty or "." segment); give the file's own path, like "content/site.json".`);
  }
  return value;
}
