import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import type { pageSchema } from '../../../../schemas/page';
import type { siteSchema } from '../../../../schemas/site';

/** A complete, valid manifest tree (content/ and public/) that tests copy and then break. */
export const VALID_FIXTURE_DIR = path.join(import.meta.dirname, 'valid');

export type SiteInput = z.input<typeof siteSchema>;
export type PageInput = z.input<typeof pageSchema>;

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

export async function readFixtureSite(root: string): Promise<SiteInput> {
  // The valid tree is checked against the site schema by schemas/schemas.test.ts.
  return JSON.parse(await readFile(path.join(root, 'content/site.json'), 'utf8')) as SiteInput;
}

export async function readFixturePage(root: string, id: string): Promise<PageInput> {
  // The valid tree is checked against the page schema by schemas/schemas.test.ts.
  return JSON.parse(await readFile(path.join(root, `content/pages/${id}.json`), 'utf8')) as PageInput;
}

/** Writes `data` as pretty JSON (two-space indent), the way maintainers' files look. */
export async function writeFixtureJson(root: string, file: string, data: unknown): Promise<void> {
  await writeFile(path.join(root, file), `${JSON.stringify(data, null, 2)}\n`);
}

export async function writeFixtureText(root: string, file: string, text: string): Promise<void> {
  await writeFile(path.join(root, file), text);
}
