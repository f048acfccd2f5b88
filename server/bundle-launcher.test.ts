// @vitest-environment node
import { execFile } from 'node:child_process';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBundle } from './bundle-launcher.mjs';
import { makeTempDir, writeFiles } from './testing/test-site';

/**
 * server/bundle-launcher.mjs, what the server's launcher (server/launch.test.ts) and the build's
 * (scripts/build-launcher.test.ts) share: a program of several entries, one of them started by another
 * as a worker thread, as the build starts its render workers, each run with plain node; and the
 * paths a module finds from import.meta, the same as from its sources.
 */
let root: string;
const run = promisify(execFile);
const launcherFile = path.join(import.meta.dirname, 'launch.mjs');

beforeEach(async () => {
  root = await makeTempDir('bundle-launcher-');
  await writeFiles(root, {
    'tsconfig.json': '{ "compilerOptions": { "target": "ES2022" } }\n',
    // The main entry starts the worker entry's bundled file, which the launch hands it.
    'tools/main.ts': [
      "import { Worker } from 'node:worker_threads';",
      "import { where } from './deep/where';",
      "const worker = (globalThis as Record<symbol, { entries: Record<string, string> }>)[Symbol.for('site-engine.launched-bundle')].entries.worker;",
      'const w = new Worker(new URL(worker as string), { workerData: 21 });',
      "w.on('message', (answer) => console.log(JSON.stringify({ ...where(), answer })));",
    ].join('\n'),
    'tools/worker.ts': "import { parentPort, workerData } from 'node:worker_threads';\nparentPort?.postMessage((workerData as number) * 2);\n",
    // A string that spells import.meta.url is code for elsewhere, left as written.
    'tools/deep/where.ts':
      'export const where = () => ({ dirname: import.meta.dirname, filename: import.meta.filename, url: import.meta.url, text: \'new URL("./x", import.meta.url)\' });\n',
  });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const bundle = (projectRoot = root) =>
  ensureBundle({ root: projectRoot, outDir: path.join(projectRoot, '.out'), entries: { main: 'tools/main.ts', worker: 'tools/worker.ts' }, launcherFile });
/** Runs the bundle's main entry with plain node, as a launcher does (runBundle). */
const runMain = async (projectRoot: string, files: Record<string, string>) => {
  // A file, not `-e`: the worker thread would take the process's --input-type too.
  const script = path.join(projectRoot, 'run.mjs');
  await writeFile(
    script,
    `const { runBundle } = await import(${JSON.stringify(path.join(import.meta.dirname, 'bundle-launcher.mjs'))}); await runBundle(${JSON.stringify(files)}, 'main');\n`,
  );
  const { stdout } = await run(process.execPath, [script]);
  return JSON.parse(stdout) as Record<string, unknown>;
};

describe('a bundled program (server/bundle-launcher.mjs)', () => {
  it('starts its second entry as a worker thread with plain node, and finds its sources through import.meta, even once the project is moved', async () => {
    const { files, built } = await bundle();
    expect(built).toBe(true);
    expect(Object.keys(files).sort()).toEqual(['main', 'worker']);
    expect(path.basename(files.worker as string)).toMatch(/^worker-\w+\.mjs$/);
    const source = path.join(root, 'tools', 'deep', 'where.ts');
    expect(await runMain(root, files)).toEqual({
      dirname: path.dirname(source),
      filename: source,
      url: `file://${source}`,
      text: 'new URL("./x", import.meta.url)',
      answer: 42,
    });

    // The same folder elsewhere: its bundle is still up to date, and finds the sources where they now are.
    const moved = `${root}-moved`;
    await rename(root, moved);
    try {
      const again = await bundle(moved);
      expect(again.built).toBe(false);
      const movedSource = path.join(moved, 'tools', 'deep', 'where.ts');
      expect(await runMain(moved, again.files)).toMatchObject({ filename: movedSource, dirname: path.dirname(movedSource), answer: 42 });
    } finally {
      await rename(moved, root);
    }
  });

  it('makes the bundle again when the worker entry, or a damaged file of it, is not what was bundled', async () => {
    const first = await bundle();
    await writeFile(
      path.join(root, 'tools', 'worker.ts'),
      "import { parentPort, workerData } from 'node:worker_threads';\nparentPort?.postMessage((workerData as number) * 3);\n",
    );
    const second = await bundle();
    expect(second.built).toBe(true);
    expect(second.files.worker).not.toBe(first.files.worker);
    expect(await runMain(root, second.files)).toMatchObject({ answer: 63 });

    await writeFile(second.files.worker as string, 'process.exit(3);\n');
    const third = await bundle();
    expect(third.built).toBe(true);
    expect(await runMain(root, third.files)).toMatchObject({ answer: 63 });
  });
});

describe("a launcher whose bundle cannot be written (server/bundle-launcher.mjs's launch)", () => {
  /** Runs `launch()` with plain node, its bundle failing as a read-only folder fails; the source prints who ran it. */
  const launchReadOnly = async (...args: string[]) => {
    await writeFiles(root, { 'package.json': '{ "type": "module" }\n', 'tools/source.ts': "const who: string = 'the sources';\nconsole.log('ran ' + who);\n" });
    const script = path.join(root, 'launch-read-only.mjs');
    await writeFile(
      script,
      [
        `const { launch } = await import(${JSON.stringify(path.join(import.meta.dirname, 'bundle-launcher.mjs'))});`,
        'await launch({',
        `  root: ${JSON.stringify(root)}, outDir: ${JSON.stringify(path.join(root, '.out'))}, what: "the tool's bundle", main: 'main',`,
        `  source: ${JSON.stringify(path.join(root, 'tools', 'source.ts'))}, fallbackNote: ' (slower)',`,
        "  ensure: async () => { throw Object.assign(new Error('read-only file system'), { code: 'EROFS' }); },",
        '});',
      ].join('\n'),
    );
    return run(process.execPath, [script, ...args], { cwd: path.join(import.meta.dirname, '..') }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  };

  it('runs the sources under tsx and says why, and a --prepare fails naming the folder', async () => {
    const outDir = path.join(root, '.out');
    const ran = await launchReadOnly();
    expect(ran.code).toBe(0);
    expect(ran.stdout.trim()).toBe('ran the sources');
    expect(ran.stderr.trim()).toBe(
      `The tool's bundle in ${outDir} is missing or out of date and the folder is read-only (EROFS): running the sources under tsx (slower).`,
    );

    const prepared = await launchReadOnly('--prepare');
    expect(prepared.code).toBe(1);
    expect(prepared.stdout).toBe('');
    expect(prepared.stderr.trim()).toBe(`Could not write the tool's bundle in ${outDir} (EROFS).`);
  });
});
