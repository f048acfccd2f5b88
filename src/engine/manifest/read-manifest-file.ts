import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { lineOfOffset } from './json-locations';
import { formatJsonPath } from './json-path';
import { findJsonSyntaxError } from './json-syntax-error';
import type { ManifestIssue } from './manifest-issue';

/**
 * A content file as read from disk. When the text is not valid JSON, `data` is what a tolerant parser
 * could still read: enough for its page path to count as a link target, so one typo does not make
 * every link to that page an error too.
 */
export type ManifestSource = { file: string; text: string; data: unknown; valid: boolean };

/** Content not yet written: the text of a file (relative to the root) as an editor holds it, read instead of the disk's. */
export type ManifestDrafts = ReadonlyMap<string, string>;

/** Reads `file` (relative to rootDir), or its draft when `drafts` has one, with an issue when it is missing or not valid JSON. */
export async function readManifestFile(rootDir: string, file: string, drafts?: ManifestDrafts): Promise<{ source?: ManifestSource; issue?: ManifestIssue }> {
  let text: string;
  try {
    text = drafts?.get(file) ?? (await readFile(path.join(rootDir, file), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { issue: { file, line: undefined, path: '', message: 'the file does not exist' } };
  }
  const syntaxError = findJsonSyntaxError(text);
  if (syntaxError !== undefined) {
    return {
      source: { file, text, data: parse(text) as unknown, valid: false },
      issue: {
        file,
        line: lineOfOffset(text, syntaxError.offset),
        path: formatJsonPath(syntaxError.path),
        message: `the file is not valid JSON: ${syntaxError.message}`,
      },
    };
  }
  return { source: { file, text, data: JSON.parse(text) as unknown, valid: true } };
}
