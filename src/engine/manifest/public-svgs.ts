import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkSvg } from '../images/svg-allow-list';
import type { ManifestIssue } from './manifest-issue';

/** At most this many reasons are listed per file; the rest are counted. */
const REASONS_PER_FILE = 5;

/**
 * Every SVG under public/ checked against the allow-list the editor's upload applies (decision 028):
 * a warning per reason, naming the file and the line. A warning, not an error: the server and nginx
 * send every SVG with a policy that runs no script and loads nothing, so a file that slipped in is
 * contained, but the maintainer should clean it (export it again without what is named).
 */
export async function findRefusedSvgs(rootDir: string, publicFiles: ReadonlySet<string>): Promise<ManifestIssue[]> {
  const svgs = [...publicFiles].filter((file) => file.toLowerCase().endsWith('.svg')).sort();
  const warnings: ManifestIssue[] = [];
  for (const src of svgs) {
    const file = `public${src}`;
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path.join(rootDir, file)));
    } catch (error) {
      if (error instanceof TypeError) warnings.push({ file, line: undefined, path: '', message: 'this SVG is not UTF-8 text; save it as UTF-8' });
      continue;
    }
    const problems = checkSvg(text);
    for (const problem of problems.slice(0, REASONS_PER_FILE))
      warnings.push({ file, line: problem.line, path: '', message: `this SVG would be refused by the editor: ${problem.message}` });
    if (problems.length > REASONS_PER_FILE)
      warnings.push({ file, line: undefined, path: '', message: `and ${problems.length - REASONS_PER_FILE} more reasons this SVG would be refused` });
  }
  return warnings;
}
