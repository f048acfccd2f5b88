// @vitest-environment node
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from './project-root';
import { freePort } from './testing/free-port';
import { makeTempDir, writeTestDist } from './testing/test-site';

/**
 * The number of ES modules the server loads before it answers is part of its start time: under tsx
 * each went through tsx's hooks thread (decision 031, amended "a start under tsx"); `npm start`, the
 * release and the deploy unit now run `node server/launch.mjs`, which imports the server's precompiled
 * bundle (amended "a precompiled server"). This starts the server as they do, with a hook counting
 * the ES modules it loads per package, and stops it once it serves.
 */
const countingHooks = `
let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) {
  const match = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url);
  port.postMessage(match ? match[1] : url.startsWith('node:') ? 'node:' : 'own');
  if (!match && url.startsWith('file:')) port.postMessage(url);
  return next(url, context);
}
`;
const counting = `
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const counts = {};
port1.on('message', (name) => { counts[name] = (counts[name] ?? 0) + 1; });
port1.unref();
register(new URL('./counting-hooks.mjs', import.meta.url), { data: { port: port2 }, transferList: [port2] });
process.on('exit', () => process.stdout.write(JSON.stringify(counts)));
`;

let tempDir: string | undefined;
afterEach(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
  tempDir = undefined;
});

describe("the server's start (node server/launch.mjs)", () => {
  it("loads its precompiled bundle without tsx, Kysely from its CommonJS build, not the section types' schemas, and the feeds, link previews and image-size only when a request needs them", async () => {
    const dir = await makeTempDir('start-modules-');
    tempDir = dir;
    await writeFile(path.join(dir, 'counting-hooks.mjs'), countingHooks);
    await writeFile(path.join(dir, 'counting.mjs'), counting);
    await writeTestDist(path.join(dir, 'dist'));
    const child = spawn(process.execPath, ['--import', pathToFileURL(path.join(dir, 'counting.mjs')).href, 'server/launch.mjs', '--no-build'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DIST_DIR: path.join(dir, 'dist'),
        DATA_DIR: path.join(dir, 'data'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const deadline = Date.now() + 50_000;
      while (!stdout.includes('Serving the site on') && Date.now() < deadline && child.exitCode === null)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stdout).toContain('Serving the site on');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    // Cast: the child's own JSON, written last (counting.mjs, on exit).
    const counts = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;
    // No TypeScript loader, and no TypeScript source: ours is the bundle in .server/ (server/launch.mjs).
    expect(counts.tsx).toBeUndefined();
    const ownFiles = Object.keys(counts).filter((name) => name.startsWith('file:'));
    expect(ownFiles.filter((url) => url.endsWith('.ts'))).toEqual([]);
    expect(ownFiles.some((url) => /\/\.server\/start-\w+\.mjs$/.test(url))).toBe(true);
    // zod's 95 ES modules are compiled into the bundle (server/launch.mjs, bundledPackages), not loaded one by one.
    expect(counts.zod).toBeUndefined();
    // The ES module build is 262 files; the CommonJS one is loaded by require, outside the hooks.
    expect(counts.kysely).toBeUndefined();
    expect(counts['image-size']).toBeUndefined();
    // The feed package, and the bundle's files for the feeds and the link previews (loaded by import() with a request).
    expect(counts.feed).toBeUndefined();
    // Cast: the launcher's manifest (server/launch.mjs).
    const manifest = JSON.parse(await readFile(path.join(projectRoot, '.server', 'manifest.json'), 'utf8')) as { files: Record<string, string> };
    const loadedBundleFiles = ownFiles.filter((url) => url.includes('/.server/')).map((url) => url.split('/').at(-1));
    expect(loadedBundleFiles.length).toBeGreaterThan(0);
    expect(Object.keys(manifest.files).filter((name) => !loadedBundleFiles.includes(name)).length).toBeGreaterThanOrEqual(2);
    // Every section type's schema (schemas/section.ts): the blog's shells need only the head's tags (src/common/head-tags.ts).
    const withSchemas: string[] = [];
    for (const name of Object.keys(manifest.files)) {
      if ((await readFile(path.join(projectRoot, '.server', name), 'utf8')).includes('// schemas/section.ts')) withSchemas.push(name);
    }
    expect(withSchemas.length).toBeGreaterThan(0);
    expect(withSchemas.filter((name) => loadedBundleFiles.includes(name))).toEqual([]);
  }, 60_000);
});
