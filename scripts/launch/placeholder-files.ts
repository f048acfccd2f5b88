import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { createLineLocator } from '../../src/engine/manifest/json-locations';
import type { LaunchItem } from './launch-item';

/** The list of files we made as stand-ins, each with the fingerprint of our version. */
export const placeholderFilesPath = 'content/placeholder-files.json';

const placeholderFilesSchema = z.strictObject({
  $schema: z.string().optional(),
  description: z.string(),
  files: z.array(
    z.strictObject({
      file: z.string().describe('Path from the project root, e.g. "public/img/logo.svg".'),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      what: z.string().describe('What the stand-in is and what should replace it.'),
    }),
  ),
  final: z
    .array(z.strictObject({ file: z.string(), why: z.string().describe('Why the shipped file is the real one.') }))
    .default([])
    .describe('Shipped files that are not stand-ins.'),
});

/** Where the site's shipped files live: every file in them is a listed stand-in or a final file. */
export const shippedFileFolders = ['public', 'content/blog'];

/** The list as written, for the test that every shipped file is in it. */
export async function readPlaceholderFiles(rootDir: string): Promise<PlaceholderFiles> {
  return placeholderFilesSchema.parse(JSON.parse(await readFile(path.join(rootDir, placeholderFilesPath), 'utf8')));
}

export type PlaceholderFiles = z.infer<typeof placeholderFilesSchema>;

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function readOrUndefined(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * The stand-ins still in place: a file counts as replaced as soon as its bytes differ from the
 * version we made, so a maintainer only has to drop the real file in with the same name. A file
 * that no longer exists is replaced too (its users then point elsewhere, which validation checks).
 */
export async function findPlaceholderFiles(rootDir: string): Promise<LaunchItem[]> {
  const text = await readFile(path.join(rootDir, placeholderFilesPath), 'utf8');
  const list = placeholderFilesSchema.parse(JSON.parse(text));
  const lineOf = createLineLocator(text);
  const items: LaunchItem[] = [];
  for (const [index, entry] of list.files.entries()) {
    const bytes = await readOrUndefined(path.join(rootDir, entry.file));
    if (bytes === undefined || sha256(bytes) !== entry.sha256) continue;
    items.push({ file: placeholderFilesPath, line: lineOf(['files', index]), path: '', message: `${entry.file}: ${entry.what}` });
  }
  return items;
}
