/**
 * Reading and writing a value inside parsed JSON by the validator's path ("sections[2].cards[1].link";
 * "" is the whole file). Writes copy only the objects and arrays on the way to the value (the rest is
 * shared), so a subscriber to any other path sees the very same value and does not re-render.
 */
export type Segment = string | number;

const parsed = new Map<string, Segment[]>();

/** The path's segments; each field reads its value on every change, so a path is parsed once. */
export function parsePath(path: string): Segment[] {
  const known = parsed.get(path);
  if (known) return known;
  const segments: Segment[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[1] !== undefined) segments.push(match[1]);
  }
  if (parsed.size < 10_000) parsed.set(path, segments);
  return segments;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export function getAt(value: unknown, path: string | Segment[]): unknown {
  let node = value;
  for (const segment of typeof path === 'string' ? parsePath(path) : path) {
    if (typeof segment === 'number' ? !Array.isArray(node) : !isRecord(node)) return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

/**
 * `value` with `next` at `path`. In an object, undefined leaves the key out (as a hand-written file
 * would) and a new key goes last; an existing key keeps its place. Missing objects and arrays on the way are made.
 */
export function setAt(value: unknown, path: string | Segment[], next: unknown): unknown {
  const segments = typeof path === 'string' ? parsePath(path) : path;
  if (segments.length === 0) return next;
  const [head, ...rest] = segments as [Segment, ...Segment[]];
  if (typeof head === 'number') {
    const copy = Array.isArray(value) ? [...value] : [];
    const inner = setAt(copy[head], rest, next);
    if (Object.is(inner, copy[head]) && Array.isArray(value)) return value;
    copy[head] = inner;
    return copy;
  }
  const object = isRecord(value) ? value : {};
  const inner = rest.length === 0 ? next : setAt(object[head], rest, next);
  if (Object.is(inner, object[head]) && (inner !== undefined || !(head in object)) && isRecord(value)) return value;
  const copy = { ...object };
  if (inner === undefined) delete copy[head];
  else copy[head] = inner;
  return copy;
}

/** Deep equality of parsed JSON. */
export function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && same(a[key], b[key]));
  }
  return false;
}

export const pathOf = (segments: Segment[]) =>
  segments.reduce<string>((path, segment) => (typeof segment === 'number' ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`), '');
