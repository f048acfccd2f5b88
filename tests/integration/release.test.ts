// @vitest-environment node
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEditorOn } from '../../editor/server/testing/editor-test-session';
import { projectRoot } from '../../server/project-root';
import { ports, Stack } from './stack';

/**
 * Issue 29, from push to live (decision 032), on loopback: a bare repository with deploy/post-receive,
 * two instances behind nginx (deploy/nginx.conf) serving `current`, a maintainer's clone. A push that
 * changes the About heading is live on both instances with no failed request and no missing asset; a
 * push whose build fails leaves the site as it was; `--rollback` brings the old heading back. The
 * three numbers the issue asks for are printed (push to live, failed requests, rollback).
 */
const run = promisify(execFile);
const oldHeading = 'About Us';
const newHeading = 'About the Gruppo group';
let tmp: string;
let liveRoot: string;
let bare: string;
let clone: string;
let stack: Stack;
const env = () => ({ ...process.env, DATABASE_URL: stack.databaseUrl });

function git(cwd: string, ...args: string[]) {
  return run('git', ['-C', cwd, '-c', 'user.name=Maintainer', '-c', 'user.email=maintainer@example.com', ...args], { env: env(), maxBuffer: 64 * 1024 * 1024 });
}

/** npm run release as an operator runs it, in this checkout, against the test's repository and folder. */
function releaseCommand(...args: string[]) {
  return run('npm', ['run', '--silent', 'release', '--', '--dir', liveRoot, ...args], { cwd: projectRoot, env: env(), maxBuffer: 64 * 1024 * 1024 });
}

const instanceUrls = () => ports.instances.map((port) => `http://127.0.0.1:${port}`);

async function aboutHeading(base: string): Promise<string | undefined> {
  const html = await (await fetch(`${base}/about`, { signal: AbortSignal.timeout(5000) })).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

/** Resolves with the seconds it took until /about says `heading` on both instances and through nginx. */
async function untilEverywhere(heading: string, since: number, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const seen = await Promise.all([...instanceUrls(), stack.proxyUrl].map((base) => aboutHeading(base).catch(() => undefined)));
    if (seen.every((text) => text === heading)) return (Date.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/about never said "${heading}" everywhere`);
}

/** What a visitor's browser asks for: pages, then every hashed asset and image variant each names. */
function visitorLoop(pages: readonly string[]) {
  const failures: string[] = [];
  let requests = 0;
  let stopped = false;
  const get = async (url: string) => {
    requests += 1;
    try {
      const response = await fetch(`${stack.proxyUrl}${url}`, { signal: AbortSignal.timeout(10_000) });
      const body = await response.text();
      if (response.status !== 200) failures.push(`${url}: ${response.status}`);
      return body;
    } catch (error) {
      failures.push(`${url}: ${String(error)}`);
      return '';
    }
  };
  const loop = async () => {
    while (!stopped) {
      for (const page of pages) {
        const html = await get(page);
        const assets = new Set(html.match(/\/(?:assets|img\/_v)\/[^"'\s,)<>]+/g) ?? []);
        await Promise.all([...assets].map((asset) => get(asset.replaceAll('&amp;', '&'))));
        // A browsing visitor, not a load test: the build shares this machine's two cores with the loop.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const running = Promise.all([loop(), loop()]);
  return {
    failures,
    requests: () => requests,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'release-it-'));
  liveRoot = path.join(tmp, 'live');
  bare = path.join(tmp, 'site.git');
  clone = path.join(tmp, 'clone');
  // A database of its own on the suite's PostgreSQL: the releases import the blog into it, and
  // scale-out.test.ts's instances must find theirs (`site`) empty, whichever file runs first.
  stack = new Stack(path.join(liveRoot, 'current/dist'), 'release_site');
  try {
    const admin = new pg.Client({ connectionString: stack.adminUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS release_site').then(() => admin.query('CREATE DATABASE release_site'));
    await admin.end();
    await run('git', ['init', '-q', '--bare', bare]);
    await run('git', ['-C', projectRoot, 'push', '-q', bare, 'HEAD:refs/heads/main']);
    await run('git', ['-C', bare, 'symbolic-ref', 'HEAD', 'refs/heads/main']);
    await copyFile(path.join(projectRoot, 'deploy/post-receive'), path.join(bare, 'hooks/post-receive'));
    await run('chmod', ['+x', path.join(bare, 'hooks/post-receive')]);
    const envFile = path.join(tmp, 'release.env');
    await writeFile(envFile, `DATABASE_URL=${stack.databaseUrl}\n`);
    const settings = { 'gruppo.releaseCheckout': projectRoot, 'gruppo.releaseDir': liveRoot, 'gruppo.envFile': envFile };
    for (const [key, value] of Object.entries(settings)) await run('git', ['-C', bare, 'config', key, value]);
    // The first release, made by hand as deploy/README.md says, then the instances and nginx on it.
    await releaseCommand('--repo', bare, 'main');
    // Three minutes each: on a busy two-core machine an instance's first start (render bundle, search index) can take more than one.
    await Promise.all(ports.instances.map((port) => stack.startInstance(port, {}, 180_000)));
    await stack.startNginx();
    await git(tmp, 'clone', '-q', bare, clone);
  } catch (error) {
    await stack.stop();
    throw error;
  }
}, 600_000);

afterAll(async () => {
  await stack?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function pushAbout(transform: (text: string) => string, message: string): Promise<string> {
  const file = path.join(clone, 'content/pages/about.json');
  await writeFile(file, transform(await readFile(file, 'utf8')));
  await git(clone, 'commit', '-q', '-am', message);
  const { stdout, stderr } = await git(clone, 'push', 'origin', 'main');
  return stdout + stderr;
}

/**
 * What a maintainer does in `npm run edit` on their clone: opens about.json, changes the first heading,
 * saves (the diff, then "Write these changes") and publishes with a message. The push waits for the
 * server's release hook, whose words come back in the answer.
 */
async function publishAboutInEditor(heading: string): Promise<{ release?: string; output: string }> {
  const session = await openEditorOn(clone, { publish: { remote: 'origin', branch: 'main' } });
  try {
    const file = 'content/pages/about.json';
    const opened = (await session.inject({ url: `/api/file?file=${encodeURIComponent(file)}`, headers: { cookie: session.cookie } })).json();
    const value = JSON.parse(opened.text);
    value.sections[0].heading = heading;
    const asked = await session.change('/api/save', { file, base: opened.version, value, confirm: false });
    expect(asked.statusCode, asked.body).toBe(200);
    const saved = await session.change('/api/save', { file, base: opened.version, value, confirm: true, expect: asked.json().expect });
    expect(saved.json(), saved.body).toMatchObject({ saved: true });
    const published = await session.change('/api/publish', {
      message: 'About: a new heading',
      author: { name: 'Ama Mensah', email: 'ama.mensah@example.org' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ kind: 'published', files: [file], target: 'origin/main' });
    // The clone follows the published commit: the next push below starts from it.
    expect((await git(clone, 'status', '--porcelain')).stdout).toBe('');
    return { release: published.json().release, output: (await git(bare, 'log', '-1', '--format=%an|%s', 'main')).stdout };
  } finally {
    await session.close();
  }
}

describe('from push to live', () => {
  it('the About heading changed in the editor and published is live on both instances; a visitor loop meanwhile sees no error and no missing asset', async () => {
    expect(await aboutHeading(stack.proxyUrl)).toBe(oldHeading);
    const visitor = visitorLoop(['/', '/about', '/services']);
    const pushed = Date.now();
    const { release, output } = await publishAboutInEditor(newHeading);
    // The editor's status line says what the server's hook said.
    expect(release).toMatch(/^Published: [0-9a-f]{40} is live\.$/);
    const seconds = await untilEverywhere(newHeading, pushed);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await visitor.stop();
    console.log(
      `Push to live on both instances: ${seconds.toFixed(1)} s; ${visitor.requests()} requests during the release, ${visitor.failures.length} failed.`,
    );
    expect(output.trim()).toBe('Ama Mensah|About: a new heading');
    expect(visitor.failures).toEqual([]);
    expect(visitor.requests()).toBeGreaterThan(50);
  }, 300_000);

  it('a push whose build fails leaves the live site as it was, and the pusher reads why', async () => {
    const live = await readlink(path.join(liveRoot, 'current'));
    const output = await pushAbout((text) => text.replace('"type": "hero"', '"type": "no-such-section"'), 'About: a section type that does not exist');
    expect(output).toMatch(/no-such-section/);
    expect(output).toMatch(/NOT published: the release of [0-9a-f]{40} failed \(see above\); the live site is unchanged\./);
    expect(await readlink(path.join(liveRoot, 'current'))).toBe(live);
    for (const base of [...instanceUrls(), stack.proxyUrl]) expect(await aboutHeading(base)).toBe(newHeading);
  }, 300_000);

  it('--rollback brings the old heading back on both instances in seconds', async () => {
    const started = Date.now();
    const { stdout } = await releaseCommand('--rollback');
    expect(stdout).toMatch(/Rolled back from \S+ to \S+/);
    const seconds = await untilEverywhere(oldHeading, started);
    console.log(`Rollback to live on both instances: ${seconds.toFixed(1)} s (${stdout.trim().split('\n')[0]}).`);
    expect(seconds).toBeLessThan(30);
  }, 120_000);
});
