/** A location inside a JSON document: object keys and array indexes, outermost first. */
export type JsonPath = readonly (string | number)[];

const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/** `["sections", 2, "cards", 1, "link"]` → `sections[2].cards[1].link`; the root is the empty string. */
export function formatJsonPath(path: JsonPath): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (PLAIN_KEY.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}

/** Zod paths may hold symbols in theory; manifest data never does. */
export function toJsonPath(path: readonly PropertyKey[]): (string | number)[] {
  return path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));
}

/** The value at `path` in parsed JSON, or undefined when the path does not exist. */
export function valueAtPath(data: unknown, path: JsonPath): unknown {
  let current = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (typeof segment !== 'number') return undefined;
      current = current[segment];
    } else {
      current = Object.hasOwn(current, segment) ? (current as Record<string, unknown>)[String(segment)] : undefined;
    }
  }
  return current;
}
