// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';

/**
 * `npm test` is the README's first test command, and must pass on a machine with only Node: the
 * programs `.ci/run` installs (Chromium, Java, PHP, PostgreSQL, Redis, nginx) belong to the suites
 * that need them (`test:e2e`, `test:html`, `test:legacy`, `test:editor`, `test:integration`). Here every
 * file `npm test` runs, and its test helpers, may start Node (`process.execPath`, `tsx`), npm and git only.
 */
const rootDir = path.resolve(import.meta.dirname, '..');

/**
 * What a test may start: Node itself, a package's script run by Node (tsx), npm, and git: the project
 * is a git clone (the README's first step), and Publish and releases are git (decisions 032, 033).
 */
const nodePrograms = [/^process\.execPath$/, /^'npm'$/, /^tsx$/, /^path\.join\(projectRoot, 'node_modules\/\.bin\/tsx'\)$/, /^'git'$/];

/** Every call that starts a process: `spawn(x, …)`, `execFile(x, …)`, `promisify(execFile)(x, …)`, and the text after it. */
const startsProcess = /(?<![.\w])(?:spawn|spawnSync|execFile|execFileSync|exec|execSync|fork)\)?\(\s*/g;

/** The programs a file's code starts: the first argument of each call, as written. */
function programsStarted(text: string): string[] {
  return [...text.matchAll(startsProcess)].map((match) => {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < text.length; end++) {
      const char = text[end];
      if (char === '(' || char === '[') depth++;
      else if ((char === ')' || char === ']') && depth > 0) depth--;
      else if ((char === ',' || char === ')') && depth === 0) break;
    }
    return text.slice(match.index + match[0].length, end).trim();
  });
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(rootDir, folder), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Vitest's include and exclude globs ("src/**\/*.test.{ts,tsx}") as tests on a path. */
function globMatcher(globs: readonly string[]): (file: string) => boolean {
  const patterns = globs.map((glob) => {
    const source = glob
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]+)\}/g, (_, options: string) => `(?:${options.split(',').join('|')})`)
      .replace(/\*\*\//g, '\u0000')
      .replace(/\*\*/g, '\u0001')
      .replace(/\*/g, '[^/]*')
      .replaceAll('\u0000', '(?:.*/)?')
      .replaceAll('\u0001', '.*');
    return new RegExp(`^${source}$`);
  });
  return (file) => patterns.some((pattern) => pattern.test(file));
}

async function filesNpmTestRuns(): Promise<string[]> {
  const included = globMatcher(viteConfig.test?.include ?? []);
  const excluded = globMatcher(viteConfig.test?.exclude ?? []);
  const folders = ['src', 'schemas', 'server', 'scripts', 'tests', 'editor'];
  const all = (await Promise.all(folders.map(filesUnder))).flat();
  // The test files, and the helpers they start servers and builds with.
  return all
    .filter(
      (file) =>
        (included(file) && !excluded(file)) ||
        file.startsWith('server/testing/') ||
        /^tests\/[^/]+\.tsx?$/.test(file) ||
        file.startsWith('editor/server/testing/'),
    )
    .sort();
}

describe('npm test needs only Node', () => {
  it('runs test files that start no program but Node and npm', async () => {
    const files = await filesNpmTestRuns();
    expect(files.length).toBeGreaterThan(100);
    const others: string[] = [];
    for (const file of files.filter((name) => name !== 'tests/node-only-tests.test.ts')) {
      for (const program of programsStarted(await readFile(path.join(rootDir, file), 'utf8'))) {
        if (!nodePrograms.some((allowed) => allowed.test(program))) others.push(`${file}: starts ${program}`);
      }
    }
    // Move such a test to the suite whose programs .ci/run installs, or skip it when the program is
    // missing, except under CI (CI=true), where a missing program must fail.
    expect(others).toEqual([]);
  });

  it('finds the processes a test starts (the check above is not blind)', () => {
    const sample = [
      "spawn(process.execPath, ['--import', 'tsx'])",
      'await promisify(execFile)(tsx, [script])',
      "execFileSync('java', ['-jar', vnu])",
      "spawn('chromium', args)",
      '/listening (\\d+)/.exec(output)',
    ].join('\n');
    expect(programsStarted(sample)).toEqual(['process.execPath', 'tsx', "'java'", "'chromium'"]);
  });
});
