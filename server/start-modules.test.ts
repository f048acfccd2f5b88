// @vitest-environment node
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from './project-root';
import { makeTempDir } from './testing/test-site';

/**
 * Under tsx (`node --import tsx server/start.ts`, what npm start, the release and the deploy unit
 * run) every ES module goes through tsx's hooks thread, one round trip each, so the number of ES
 * modules the server loads before it answers is part of its start time (decision 031, amended
 * "a start under tsx"). This loads the server's modules as start.ts does and counts them per package.
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

describe("the server's start under tsx", () => {
  it('loads Kysely from its CommonJS build, and image-size, the feeds and the link previews only when a request needs them', async () => {
    tempDir = await makeTempDir('start-modules-');
    await writeFile(path.join(tempDir, 'counting-hooks.mjs'), countingHooks);
    await writeFile(path.join(tempDir, 'counting.mjs'), counting);
    const modules = ['app.ts', 'live-build.ts', 'api/api-options.ts'].map((file) => pathToFileURL(path.join(projectRoot, 'server', file)).href);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        pathToFileURL(path.join(tempDir, 'counting.mjs')).href,
        '--input-type=module',
        '-e',
        `for (const url of ${JSON.stringify(modules)}) await import(url); process.exit(0);`,
      ],
      { cwd: projectRoot, env: { ...process.env, NODE_OPTIONS: '' } },
    );
    // Cast: the child's own JSON, written just above.
    const counts = JSON.parse(stdout) as Record<string, number>;
    expect(counts.own).toBeGreaterThan(50);
    // The ES module build is 262 files; the CommonJS one is loaded by require, outside the hooks.
    expect(counts.kysely).toBeUndefined();
    expect(counts['image-size']).toBeUndefined();
    // The feed package and the feeds' module, and the link previews' (a post's structured data).
    expect(counts.feed).toBeUndefined();
    const ownFiles = Object.keys(counts).filter((name) => name.startsWith('file:'));
    expect(ownFiles.some((url) => url.endsWith('/server/app.ts'))).toBe(true);
    for (const late of ['/server/blog/blog-feeds.ts', '/server/blog/share-preview.ts', '/server/blog/post-structured-data.ts']) {
      expect(ownFiles.filter((url) => url.endsWith(late))).toEqual([]);
    }
  }, 60_000);
});
