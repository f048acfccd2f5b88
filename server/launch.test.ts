// @vitest-environment node
import { execFile } from 'node:child_process';
import { readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBundle } from './launch.mjs';
import { projectRoot } from './project-root';
import { makeTempDir, writeFiles } from './testing/test-site';

/**
 * The launcher of `npm start`, `npm run serve`, the release and the deploy unit (server/launch.mjs):
 * it runs a bundle of the server's sources, made again whenever they change. Here it bundles a tiny
 * project laid out as this one (the entry in server/, the bundle in .server/) and the bundle is run
 * with plain node, as the launcher runs the server's.
 */
let root: string;
const outDir = () => path.join(root, '.server');
const run = promisify(execFile);

beforeEach(async () => {
  root = await makeTempDir('launch-');
  await writeFiles(root, {
    'tsconfig.json': '{ "compilerOptions": { "target": "ES2022" } }\n',
    'server/entry.ts': "import { greeting } from './greeting';\nconst words: string[] = [greeting];\nconsole.log(words.join(' '));\n",
    'server/greeting.ts': "export const greeting = 'first';\n",
  });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const launch = () => ensureBundle({ root, entry: 'server/entry.ts', outDir: outDir() });
const output = async (file: string) => (await run(process.execPath, [file])).stdout.trim();

describe('the server launcher (server/launch.mjs)', () => {
  it('runs the bundle as long as its sources are unchanged, and makes it again when any of them changes', async () => {
    const first = await launch();
    expect(first.built).toBe(true);
    expect(await output(first.file)).toBe('first');
    expect(await launch()).toEqual({ file: first.file, built: false });

    // A module the entry imports, not the entry itself.
    await writeFile(path.join(root, 'server/greeting.ts'), "export const greeting = 'second';\n");
    const second = await launch();
    expect(second.built).toBe(true);
    expect(second.file).not.toBe(first.file);
    expect(await output(second.file)).toBe('second');

    // tsconfig.json shapes the compiled code without being imported.
    await writeFile(path.join(root, 'tsconfig.json'), '{ "compilerOptions": { "target": "ES2020" } }\n');
    expect((await launch()).built).toBe(true);
  });

  it('makes the bundle again when a file of a package compiled into it changes, in node_modules linked from elsewhere as in a release', async () => {
    const modules = `${root}-modules`;
    try {
      await writeFiles(modules, {
        '@fastify/greeting/package.json': '{ "name": "@fastify/greeting", "version": "1.0.0", "main": "index.js" }\n',
        '@fastify/greeting/index.js': "exports.greeting = 'from the package';\n",
      });
      await symlink(modules, path.join(root, 'node_modules'), 'dir');
      await writeFile(path.join(root, 'server/greeting.ts'), "export { greeting } from '@fastify/greeting';\n");
      const first = await launch();
      expect(await output(first.file)).toBe('from the package');
      expect((await launch()).built).toBe(false);
      await writeFile(path.join(modules, '@fastify/greeting/index.js'), "exports.greeting = 'a new version';\n");
      const second = await launch();
      expect(second.built).toBe(true);
      expect(await output(second.file)).toBe('a new version');
    } finally {
      await rm(modules, { recursive: true, force: true });
    }
  });

  it('makes the bundle again, rather than running it, when the bundle or its manifest is damaged or was replaced', async () => {
    const made = await launch();
    // Someone (or a half-finished write) replaced the cached bundle.
    await writeFile(made.file, "console.log('hostile'); process.exit(3);\n");
    const afterHostile = await launch();
    expect(afterHostile.built).toBe(true);
    expect(await output(afterHostile.file)).toBe('first');

    // A manifest cut short by a crash.
    const manifestFile = path.join(outDir(), 'manifest.json');
    const manifest = await readFile(manifestFile, 'utf8');
    await writeFile(manifestFile, manifest.slice(0, manifest.length / 2));
    expect((await launch()).built).toBe(true);
  });

  it('lets two launches at once both run a whole, current bundle, and leaves no temporary file', async () => {
    const script = `const { ensureBundle } = await import(${JSON.stringify(pathToFileURL(path.join(projectRoot, 'server/launch.mjs')).href)});
const { file } = await ensureBundle({ root: ${JSON.stringify(root)}, entry: 'server/entry.ts', outDir: ${JSON.stringify(outDir())} });
await import(${JSON.stringify(pathToFileURL(root).href)} + '/' + ${JSON.stringify('.server/')} + file.split('/').at(-1));`;
    const both = await Promise.all([1, 2].map(() => run(process.execPath, ['--input-type=module', '-e', script])));
    expect(both.map(({ stdout }) => stdout.trim())).toEqual(['first', 'first']);
    expect((await readdir(outDir())).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await launch()).built).toBe(false);
  });

  it("runs this project's server: npm run bundle:server makes the bundle the start then finds up to date", async () => {
    const { stdout } = await run(process.execPath, ['server/launch.mjs', '--prepare'], { cwd: projectRoot });
    expect(stdout).toMatch(/^(Bundled|Up to date:) \.server\/start-[0-9A-Z]+\.mjs$/m);
    const again = await run(process.execPath, ['server/launch.mjs', '--prepare'], { cwd: projectRoot });
    expect(again.stdout.trim()).toMatch(/^Up to date: \.server\/start-[0-9A-Z]+\.mjs$/);
  }, 60_000);
});
