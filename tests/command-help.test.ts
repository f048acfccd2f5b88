// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Every maintainer command answers --help with its usage, and does nothing else: no database opened
// or created (DATA_DIR is an empty folder here), no file written, no build started (`npm run bench`
// builds first: that would time the test out). A mistyped option is refused before any work too.
const rootDir = path.resolve(import.meta.dirname, '..');

/** npm script name → the files it writes when it runs (relative to the project). */
const commands: Record<string, string[]> = {
  validate: [],
  dev: ['node_modules/.cache/site-dev/routes.json'],
  edit: [],
  'bench:edit': [],
  'check:launch': [],
  release: [],
  messages: [],
  'blog:import': [],
  schema: ['docs/content-guide.md', 'schemas/page.schema.json', 'schemas/site.schema.json', 'schemas/collection.schema.json'],
  weight: ['bench/page-weight.json'],
  bench: ['bench/report.json', 'bench/report.md'],
  'bench:api': ['bench/api-report.json'],
  'bench:serve': ['bench/serve-report.json'],
  'bench:search': ['bench/search-report.json'],
  'bench:scale': ['bench/scale-report.json'],
  'bench:images': [],
  'bench:render': [],
};

type Run = { code: number; stdout: string; stderr: string };

let dataDir = '';
const packageScripts: Record<string, string> = {};
const helpRuns = new Map<string, Run>();
const refusedRuns = new Map<string, Run>();
const writtenBefore = new Map<string, number | undefined>();

function scriptFile(name: string): string {
  const command = packageScripts[name] ?? '';
  return /^tsx (\S+\.ts)$/.exec(command)?.[1] ?? '';
}

function run(name: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    // `node --import tsx` is one process where the tsx command starts two: the same script, sooner.
    execFile(
      process.execPath,
      ['--import', 'tsx', scriptFile(name), ...args],
      { cwd: rootDir, env: { ...process.env, DATA_DIR: dataDir }, timeout: 30000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
  });
}

/** Runs the tasks a few at a time: each is a Node process that mostly loads modules. */
async function inBatches(tasks: (() => Promise<void>)[], size: number): Promise<void> {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
}

const modified = (file: string) =>
  stat(path.join(rootDir, file)).then(
    (stats) => stats.mtimeMs,
    () => undefined,
  );

beforeAll(async () => {
  Object.assign(packageScripts, (JSON.parse(await readFile(path.join(rootDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'command-help-'));
  for (const file of Object.values(commands).flat()) writtenBefore.set(file, await modified(file));
  const names = Object.keys(commands);
  await inBatches(
    names.flatMap((name) => [
      async () => void helpRuns.set(name, await run(name, ['--help'])),
      async () => void refusedRuns.set(name, await run(name, ['--no-such-option'])),
    ]),
    4,
  );
}, 120000);

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.each(Object.keys(commands))('npm run %s', (name) => {
  it('is a tsx script in package.json', () => {
    expect(scriptFile(name)).toMatch(/\.ts$/);
  });

  it('prints its usage for --help, exits 0 and does nothing else', async () => {
    const { code, stdout, stderr } = helpRuns.get(name)!;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain(`Usage: npm run ${name} -- [options]`);
    // The usage is all there is: it ends with the options (or the environment variables) it lists.
    expect(stdout).toMatch(/ {2}-h, --help +print this help and exit\n(\nEnvironment:\n( {2}.+\n)+)?$/);
    expect(await readdir(dataDir)).toEqual([]);
    for (const file of commands[name]!) expect(await modified(file), file).toBe(writtenBefore.get(file));
  });

  it('refuses an unknown option with exit code 2, naming the options it knows', async () => {
    const { code, stdout, stderr } = refusedRuns.get(name)!;
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toMatch(/^Unknown option '--no-such-option'\.\nKnown options: (--[a-z-]+, )*--help\. /);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
