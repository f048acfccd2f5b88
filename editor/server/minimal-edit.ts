import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { applyEdits, findNodeAtLocation, type JSONPath, modify, type Node, parse, parseTree } from 'jsonc-parser';

const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex');

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => equal(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && equal(a[key], b[key]));
  }
  return false;
}

/** Two list items are the same item when they are equal, or when both carry the same `id` (a section edited in place). */
const sameItem = (a: unknown, b: unknown) => (isObject(a) && isObject(b) && typeof a.id === 'string' ? a.id === b.id : equal(a, b));

/** Items of one kind: objects with the same `type` (or none), or two values of the same JSON kind. */
const sameKind = (a: unknown, b: unknown) =>
  isObject(a) && isObject(b) ? a.type === b.type : Array.isArray(a) === Array.isArray(b) && typeof a === typeof b && !isObject(a) && !isObject(b);

/** How many leaves differ between two values (a key on one side only counts one). */
function distance(a: unknown, b: unknown): number {
  if (equal(a, b)) return 0;
  if (isObject(a) && isObject(b)) return [...new Set([...Object.keys(a), ...Object.keys(b)])].reduce((sum, key) => sum + distance(a[key], b[key]), 0);
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.reduce((sum: number, item, index) => sum + distance(item, b[index]), 0);
  return 1;
}

function leaves(value: unknown): number {
  if (isObject(value)) return Object.values(value).reduce((sum: number, item) => sum + leaves(item), 0);
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + leaves(item), 0);
  return 1;
}

/**
 * For each item of `after`, the item of `before` whose text it is written from (undefined: written
 * anew). Items the two lists share keep their place in a longest common subsequence (by equality, or by
 * `id`), so an insert, removal, duplicate or move touches only the items concerned. An item between
 * two kept ones is written from a removed item of its kind in the same gap (the item edited in place),
 * or else from the item of the list nearest to it in content when more than half of it is the same
 * (a duplicate with a fresh id, a moved item): its text is copied and then edited.
 */
export function alignLists(before: readonly unknown[], after: readonly unknown[]): (number | undefined)[] {
  // common(i, j): the length of the longest common subsequence of before[i..] and after[j..].
  const table = new Uint32Array((before.length + 1) * (after.length + 1));
  const common = (i: number, j: number) => table[i * (after.length + 1) + j] ?? 0;
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      table[i * (after.length + 1) + j] = sameItem(before[i], after[j]) ? common(i + 1, j + 1) + 1 : Math.max(common(i + 1, j), common(i, j + 1));
  const from: (number | undefined)[] = new Array(after.length).fill(undefined);
  let gap = { removed: [] as number[], added: [] as number[] };
  const gaps = [gap];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && sameItem(before[i], after[j]) && common(i, j) === common(i + 1, j + 1) + 1) {
      from[j++] = i++;
      gap = { removed: [], added: [] };
      gaps.push(gap);
    } else if (j < after.length && (i === before.length || common(i, j + 1) >= common(i + 1, j))) gap.added.push(j++);
    else gap.removed.push(i++);
  }
  for (const { removed, added } of gaps) {
    const unused = [...removed];
    for (const index of added) {
      const inPlace = unused.findIndex((candidate) => sameKind(before[candidate], after[index]));
      if (inPlace !== -1) {
        from[index] = unused[inPlace];
        unused.splice(inPlace, 1);
        continue;
      }
      let best: { at: number; cost: number } | undefined;
      before.forEach((candidate, at) => {
        const cost = distance(candidate, after[index]);
        if (sameKind(candidate, after[index]) && cost * 2 < leaves(after[index]) && (best === undefined || cost < best.cost)) best = { at, cost };
      });
      from[index] = best?.at;
    }
  }
  return from;
}

const formatting = { insertSpaces: true, tabSize: 2, eol: '\n' };

/** A new value's text: one-line JSON with Biome's spacing (Biome breaks what does not fit), an object's keys one a line when its neighbours are laid out so. */
function serialize(value: unknown, expanded: boolean, indent: string): string {
  const inline = (item: unknown): string => {
    if (Array.isArray(item)) return `[${item.map(inline).join(', ')}]`;
    if (isObject(item)) {
      const entries = Object.entries(item).map(([key, nested]) => `${JSON.stringify(key)}: ${inline(nested)}`);
      return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
    }
    return JSON.stringify(item);
  };
  if (!expanded || !isObject(value) || Object.keys(value).length === 0) return inline(value);
  const lines = Object.entries(value).map(([key, nested]) => `${indent}  ${JSON.stringify(key)}: ${inline(nested)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;

/** The list at `path` rewritten: kept items keep their bytes, others are copied from `from` or written anew; then each edited in place. */
function rewriteList(text: string, before: unknown[], after: unknown[], path: JSONPath): string {
  const from = alignLists(before, after);
  const node = findNodeAtLocation(parseTree(text) as Node, path);
  const children = node?.children ?? [];
  if (node === undefined || node.type !== 'array' || children.length !== before.length) return setAt(text, path, after);
  const unchangedShape = before.length === after.length && from.every((index, at) => index === at);
  if (!unchangedShape) {
    const slice = (child: Node) => text.slice(child.offset, child.offset + child.length);
    const first = children[0];
    const last = children[children.length - 1];
    const open = node.offset + 1;
    const close = node.offset + node.length - 1;
    const leading = first ? text.slice(open, first.offset) : '';
    const trailing = last ? text.slice(last.offset + last.length, close) : '';
    const second = children[1];
    const separator = first && second ? text.slice(first.offset + first.length, second.offset) : first ? `,${leading || ' '}` : ', ';
    const indent = first ? text.slice(lineStart(text, first.offset), first.offset).replace(/\S.*/, '') : '';
    // A list whose objects are all laid out one key a line (a page's sections) gets one more such; else Biome lays it out.
    const objects = children.filter((child) => child.type === 'object');
    const expanded = objects.length > 0 && objects.every((child) => /^\{\s*\n/.test(slice(child)));
    const items = after.map((item, index) => {
      const source = from[index];
      const child = source === undefined ? undefined : children[source];
      return child === undefined ? serialize(item, expanded, indent) : slice(child);
    });
    text = text.slice(0, open) + leading + items.join(separator) + trailing + text.slice(close);
  }
  return after.reduce<string>((current, item, index) => {
    const source = from[index];
    return source === undefined ? current : rewrite(current, before[source], item, [...path, index]);
  }, text);
}

const setAt = (text: string, path: JSONPath, value: unknown) => applyEdits(text, modify(text, path, value, { formattingOptions: formatting }));

/** `text` (whose value at `path` is `before`) with `after` written at `path`, touching only what differs. */
function rewrite(text: string, before: unknown, after: unknown, path: JSONPath): string {
  if (equal(before, after)) return text;
  if (isObject(before) && isObject(after)) {
    let current = text;
    for (const key of Object.keys(before)) if (!(key in after)) current = setAt(current, [...path, key], undefined);
    for (const [key, value] of Object.entries(after))
      current = key in before ? rewrite(current, before[key], value, [...path, key]) : setAt(current, [...path, key], value);
    return current;
  }
  if (Array.isArray(before) && Array.isArray(after) && path.length > 0) return rewriteList(text, before, after, path);
  return setAt(text, path, after);
}

/** Biome's formatting of a content file, with the project's configuration (what `npm run format:check` accepts). */
export function biomeFormat(rootDir: string, file: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [biome, 'format', `--stdin-file-path=${file}`],
      { cwd: rootDir, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`Biome could not format ${file}: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
    child.stdin?.end(text);
  });
}

/**
 * `original` with the value `after` written into it by path (jsonc-parser's modify and applyEdits):
 * only what changed is touched, so key order, formatting and keys no schema knows stay as they were.
 * Lists are edited item by item (alignLists): an added, removed, duplicated or moved item changes its
 * own lines only, and the comma JSON needs after its neighbour. New parts are then laid out by Biome, as
 * `npm run format` would; on a file Biome already accepts that changes the new parts alone (except that
 * Biome puts a list back on one line when what is left fits). The same text when nothing changed.
 */
export async function applyValue(rootDir: string, file: string, original: string, after: unknown): Promise<string> {
  const text = rewrite(original, parse(original) as unknown, after, []);
  return text === original ? original : biomeFormat(rootDir, file, text);
}
