import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { applyEdits, type JSONPath, modify, parse } from 'jsonc-parser';

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

/** The smallest set of (path, value) changes that turn `before` into `after`; undefined removes. */
export function changesBetween(before: unknown, after: unknown, at: JSONPath = []): { path: JSONPath; value: unknown }[] {
  if (equal(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const changes: { path: JSONPath; value: unknown }[] = [];
    for (const key of Object.keys(before)) if (!(key in after)) changes.push({ path: [...at, key], value: undefined });
    for (const [key, value] of Object.entries(after))
      changes.push(...(key in before ? changesBetween(before[key], value, [...at, key]) : [{ path: [...at, key], value }]));
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return after.flatMap((item, index) => changesBetween(before[index], item, [...at, index]));
  return [{ path: at, value: after }];
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
 * New or re-sized parts are then laid out by Biome, as `npm run format` would. The same text when
 * nothing changed.
 */
export async function applyValue(rootDir: string, file: string, original: string, after: unknown): Promise<string> {
  const changes = changesBetween(parse(original) as unknown, after);
  if (changes.length === 0) return original;
  let text = original;
  for (const change of changes) {
    text = applyEdits(text, modify(text, change.path, change.value, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }));
  }
  return biomeFormat(rootDir, file, text);
}
