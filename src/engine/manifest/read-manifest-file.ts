import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { lineOfOffset } from './json-locations';
import { findExcessiveNesting, MAX_JSON_NESTING } from './json-nesting';
import { formatJsonPath } from './json-path';
import { findJsonSyntaxError } from './json-syntax-error';
import type { ManifestIssue } from './manifest-issue';
import type { SyntaxVerdicts } from './syntax-verdicts';

/**
 * A content file as read from disk. When the text is not valid JSON, `data` is what a tolerant parser
 * could still read: enough for its page path to count as a link target, so one typo does not make
 * every link to that page an error too.
 */
export type ManifestSource = { file: string; text: string; data: unknown; valid: boolean };

/** Content not yet written: the text of a file (relative to the root) as an editor holds it, read instead of the disk's. */
export type ManifestDrafts = ReadonlyMap<string, string>;

/**
 * Reads `file` (relative to rootDir), or its draft when `drafts` has one, with an issue when it is
 * missing, not valid JSON, or nested too deep to check (then without a source: nothing reads it further).
 * With `verdicts` (the build's), a text found strict JSON before is read by JSON.parse alone (syntax-verdicts.ts).
 */
export async function readManifestFile(
  rootDir: string,
  file: string,
  drafts?: ManifestDrafts,
  verdicts?: SyntaxVerdicts,
): Promise<{ source?: ManifestSource; issue?: ManifestIssue }> {
  let text: string;
  try {
    // Synchronous: a site's thousands of small files are read a third as dearly as through fs/promises'
    // thread pool round trips (docs/decisions/030, amended 2026-11-29); the checks after it are synchronous anyway.
    text = drafts?.get(file) ?? readFileSync(path.join(rootDir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { issue: { file, line: undefined, path: '', message: 'the file does not exist' } };
  }
  // Refused before any parser or checker walks it: each of them would recurse once per level.
  const tooDeep = findExcessiveNesting(text);
  if (tooDeep !== undefined) {
    return {
      // Like a file that is not valid JSON, it lends its page path and anchors to the route table, and
      // nothing else; its text is left out so that no line locator parses it.
      source: { file, text: '', data: valuesWithinLimit(text), valid: false },
      issue: {
        file,
        line: lineOfOffset(text, tooDeep),
        path: '',
        message: `lists and objects are nested more than ${MAX_JSON_NESTING} levels deep from this line on; content needs far fewer: look for brackets repeated by mistake`,
      },
    };
  }
  if (verdicts?.isClean(text)) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON whatever the verdict said: checked in full below, with the message of a build from nothing.
    }
    if (data !== undefined) {
      verdicts.addClean(text, true);
      return { source: { file, text, data, valid: true } };
    }
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
  const data = JSON.parse(text) as unknown;
  verdicts?.addClean(text);
  return { source: { file, text, data, valid: true } };
}

/**
 * What the checks may still read of a file nested too deep: its values down to the limit, each deeper
 * list or object replaced by null (the recursion stops at the limit). Undefined when it is not JSON.
 */
function valuesWithinLimit(text: string): unknown {
  let data: unknown;
  try {
    // V8's JSON.parse does not recurse per level: it reads any depth.
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const cut = (value: unknown, depth: number): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (depth >= MAX_JSON_NESTING) return null;
    if (Array.isArray(value)) return value.map((item) => cut(item, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cut(item, depth + 1)]));
  };
  return cut(data, 1);
}
