// @vitest-environment node
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildServer } from './app';
import { makeTempDir, writeFiles, writeTestBlog, writeTestDist } from './testing/test-site';

/** The hooks the stand-in render bundle below calls while it loads: it tells it started, then waits for the test. */
interface SlowBundleHooks {
  slowBundleLoading?: () => void;
  slowBundleGate?: Promise<void>;
}
// Cast: the test's own two properties on the global object, which the bundle reads as it loads.
const hooks = globalThis as typeof globalThis & SlowBundleHooks;

/** A render entry (dist/server/entry-server.js) whose loading takes as long as the test says. */
const slowRenderEntry = `globalThis.slowBundleLoading?.();
await globalThis.slowBundleGate;
export async function renderPageIslands() {
  return [];
}
`;

let rootDir: string | undefined;
let app: FastifyInstance | undefined;
const nodeEnv = process.env.NODE_ENV;

afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
  app = undefined;
  if (rootDir) await rm(rootDir, { recursive: true, force: true });
  delete hooks.slowBundleLoading;
  delete hooks.slowBundleGate;
  // Loading a render entry sets NODE_ENV to production (island-template.ts).
  process.env.NODE_ENV = nodeEnv;
});

describe('a slow start', () => {
  it('never fails the server: the render bundle may take a minute to load, longer than any plugin timeout', async () => {
    rootDir = await makeTempDir('slow-start-');
    const distDir = path.join(rootDir, 'dist');
    await writeTestDist(distDir);
    await writeFiles(distDir, { 'server/entry-server.js': slowRenderEntry });
    await writeTestBlog(path.join(rootDir, 'blog'));
    const loading = new Promise<void>((resolve) => {
      hooks.slowBundleLoading = resolve;
    });
    let finishLoading = () => {};
    hooks.slowBundleGate = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });

    // Fastify's plugin timeout is a setTimeout; a fake clock lets a minute pass at once while the bundle loads.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const starting = buildServer({ distDir, api: { dataDir: path.join(rootDir, 'data'), blogDir: path.join(rootDir, 'blog') } });
    const outcome = starting.then(
      () => 'started',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    await loading;
    await vi.advanceTimersByTimeAsync(60_000);
    finishLoading();
    expect(await outcome).toBe('started');

    app = await starting;
    vi.useRealTimers();
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/feed.xml')).statusCode).toBe(200);
  });
});
