// @vitest-environment node
import { createHash } from 'node:crypto';
import { appendFile, cp, lstat, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildManifest, ManifestError } from '../build/build-manifest';
import { copyValidFixture, editFixtureJson, removeFixtureCopies, writeFixtureText } from './__fixtures__/fixture-tree';
import { formatManifestIssue } from './manifest-issue';
import { defaultVerdictsFile, SyntaxVerdicts } from './syntax-verdicts';
import { validateManifest } from './validate-manifest';

afterEach(removeFixtureCopies);

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const verdictCode = [
  'src/engine/manifest/read-manifest-file.ts',
  'src/engine/manifest/json-syntax-error.ts',
  'src/engine/manifest/json-nesting.ts',
  'package-lock.json',
];

/** A valid site with the code the verdicts are made under, as a project's checkout has it. */
async function siteWithCode(): Promise<string> {
  const root = await copyValidFixture();
  for (const file of verdictCode) await cp(path.join(projectRoot, file), path.join(root, file), { recursive: true });
  return root;
}

/** One build's manifest step: the verdicts kept, the manifest built with them, the verdicts written. */
async function buildWithVerdicts(root: string): Promise<{ lines: string[]; trusted: number; pages: number }> {
  const verdicts = await SyntaxVerdicts.load(root);
  try {
    const manifest = await buildManifest(root, 2026, undefined, verdicts);
    return { lines: [], trusted: verdicts.trusted, pages: manifest.pages.length };
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    return { lines: error.lines, trusted: verdicts.trusted, pages: 0 };
  } finally {
    await verdicts.save();
  }
}

/** The problems `npm run validate` (a validation from nothing, no verdicts) reports. */
const linesFromNothing = async (root: string) => (await validateManifest(root)).issues.map(formatManifestIssue);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe("the build's syntax verdicts", () => {
  it('read an unchanged site on the verdicts of the build before, to the same manifest', async () => {
    const root = await siteWithCode();
    const first = await buildWithVerdicts(root);
    expect(first).toMatchObject({ lines: [], trusted: 0 });
    const second = await buildWithVerdicts(root);
    // site.json, the six pages and the collections: every file on its verdict, and the same pages.
    expect(second.trusted).toBeGreaterThanOrEqual(7);
    expect(second.pages).toBe(first.pages);
    expect(await buildManifest(root, 2026, undefined, await SyntaxVerdicts.load(root))).toEqual(await buildManifest(root, 2026));
  });

  it('are not trusted once the checking code changed (stale), nor when the file is not theirs', async () => {
    const root = await siteWithCode();
    await buildWithVerdicts(root);
    expect((await SyntaxVerdicts.load(root)).isClean(await readFile(path.join(root, 'content/site.json'), 'utf8'))).toBe(true);
    await appendFile(path.join(root, 'src/engine/manifest/json-syntax-error.ts'), '\n// changed\n');
    expect((await buildWithVerdicts(root)).trusted).toBe(0);
    await writeFile(defaultVerdictsFile(root), '{ not json');
    expect((await buildWithVerdicts(root)).trusted).toBe(0);
    await rm(path.join(root, 'package-lock.json'));
    const withoutLock = await SyntaxVerdicts.load(root);
    expect(withoutLock.isClean(await readFile(path.join(root, 'content/site.json'), 'utf8'))).toBe(false);
  });

  it('never let an invalid file through when tampered with: the same problems as a validation from nothing', async () => {
    const root = await siteWithCode();
    await buildWithVerdicts(root);
    const about = await readFile(path.join(root, 'content/pages/about.json'), 'utf8');
    const trailingComma = about.replace(/\n}\s*$/, ',\n}\n');
    await writeFixtureText(root, 'content/pages/about.json', trailingComma);
    await editFixtureJson(root, 'content/pages/payments.json', [[['sections', 0, 'type'], 'heor']]);
    const payments = await readFile(path.join(root, 'content/pages/payments.json'), 'utf8');
    // Someone writes "clean" verdicts for both broken texts, under the right code key.
    const stored = JSON.parse(await readFile(defaultVerdictsFile(root), 'utf8')) as { clean: string[] };
    stored.clean.push(sha256(trailingComma), sha256(payments));
    await writeFile(defaultVerdictsFile(root), JSON.stringify(stored));
    expect((await SyntaxVerdicts.load(root)).isClean(trailingComma)).toBe(true);

    const expected = await linesFromNothing(root);
    expect(expected.some((line) => line.startsWith('content/pages/about.json:') && line.includes('remove the comma after the last entry'))).toBe(true);
    expect(expected.some((line) => line.startsWith('content/pages/payments.json:'))).toBe(true);
    const built = await buildWithVerdicts(root);
    expect(built.lines).toEqual(expected);
    // The broken text's verdict is not written again.
    expect((await SyntaxVerdicts.load(root)).isClean(trailingComma)).toBe(false);
  });

  it('still report a link to a page the change removed, as a build from nothing does', async () => {
    const root = await siteWithCode();
    expect((await buildWithVerdicts(root)).lines).toEqual([]);
    // index.json links to /payments: only payments.json changes (it goes), index.json is read on its verdict.
    await rm(path.join(root, 'content/pages/payments.json'));
    const built = await buildWithVerdicts(root);
    expect(built.trusted).toBeGreaterThan(0);
    expect(built.lines).toEqual(await linesFromNothing(root));
    expect(built.lines.some((line) => line.startsWith('content/pages/index.json:') && line.includes('/payments'))).toBe(true);
  });

  it('stay one whole file when two builds save at once, after a crash half-way, and through a link pointing outside', async () => {
    const root = await siteWithCode();
    await buildWithVerdicts(root);
    const file = defaultVerdictsFile(root);
    const siteText = await readFile(path.join(root, 'content/site.json'), 'utf8');

    // Two builds save at once: the file is one of theirs, whole, and read back.
    const [first, second] = await Promise.all([SyntaxVerdicts.load(root), SyntaxVerdicts.load(root)]);
    first.addClean(siteText);
    second.addClean(siteText);
    await Promise.all([first.save(), second.save()]);
    expect((await SyntaxVerdicts.load(root)).isClean(siteText)).toBe(true);
    expect((await readdir(path.dirname(file))).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    // A build that crashed while writing left its half-written file aside: the verdicts are still read,
    // and the next save is whole.
    await writeFile(`${file}.12345.crashed.tmp`, '{"version":1,"co');
    expect((await SyntaxVerdicts.load(root)).isClean(siteText)).toBe(true);
    expect((await buildWithVerdicts(root)).trusted).toBeGreaterThan(0);

    // The verdicts file replaced by a link to a file outside the project: a save replaces the link and
    // leaves the outside file as it was.
    const outside = path.join(await mkdtemp(path.join(os.tmpdir(), 'verdicts-outside-')), 'victim.txt');
    await writeFile(outside, 'not yours');
    await rm(file);
    await symlink(outside, file);
    await buildWithVerdicts(root);
    expect(await readFile(outside, 'utf8')).toBe('not yours');
    expect((await lstat(file)).isSymbolicLink()).toBe(false);
    expect((await SyntaxVerdicts.load(root)).isClean(siteText)).toBe(true);
    await rm(path.dirname(outside), { recursive: true, force: true });
  });
});
