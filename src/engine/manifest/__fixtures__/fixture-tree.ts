import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import type { JsonPath } from '../json-path';

/** A complete, valid manifest tree (content/ and public/) that tests copy and then break. */
export const VALID_FIXTURE_DIR = path.join(import.meta.dirname, 'valid');

const created: string[] = [];

/** A fresh copy of the valid tree in a temporary directory; `removeFixtureCopies` deletes them all. */
export async function copyValidFixture(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'manifest-fixture-'));
  await cp(VALID_FIXTURE_DIR, root, { recursive: true });
  created.push(root);
  return root;
}

export async function removeFixtureCopies(): Promise<void> {
  await Promise.all(created.splice(0).map((root) => rm(root, { recursive: true, force: true })));
}

export async function writeFixtureText(root: string, file: string, text: string): Promise<void> {
  await writeFile(path.join(root, file), text);
}

/**
 * Changes values in a fixture file in place, keeping the rest of its text (and so its line numbers)
 * as it is; `undefined` removes the key.
 */
export async function editFixtureJson(root: string, file: string, edits: [JsonPath, unknown][]): Promise<void> {
  const fullPath = path.join(root, file);
  let text = await readFile(fullPath, 'utf8');
  for (const [jsonPath, value] of edits) {
    text = applyEdits(text, modify(text, [...jsonPath], value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  }
  await writeFile(fullPath, text);
}
