// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './project-root';
import { goodMessage } from './testing/contact-test-server';
import { freePort } from './testing/free-port';
import { makeTempDir, writeTestDist } from './testing/test-site';

/** `npm start` as an operator runs it, in production mode, on a build that looks stale. */
let rootDir: string;
let distDir: string;
let dataCount = 0;

beforeAll(async () => {
  rootDir = await makeTempDir('start-');
  distDir = path.join(rootDir, 'dist');
  // writeTestDist records a fingerprint no source tree has: outside production it would trigger a build.
  await writeTestDist(distDir);
});

afterAll(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

/** Every `npm start` of this file; each runs in its own process group (see npmStart). */
const startedGroups = new Set<number>();

// Whatever a test did (a failed expectation before its SIGTERM, a timeout), nothing it started
// outlives it: an orphaned server held its port and failed a later CI run.
afterEach(() => {
  for (const group of startedGroups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // The group has exited already.
    }
  }
  startedGroups.clear();
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function npmStart(env: Record<string, string>): Started {
  dataCount += 1;
  const child = spawn('npm', ['start'], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: path.join(rootDir, `data-${dataCount}`), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm, its shell and the server are killed together by afterEach.
    detached: true,
  });
  if (child.pid !== undefined) startedGroups.add(child.pid);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every process below `rootPid`, from /proc. */
async function descendantsOf(rootPid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const found = [rootPid];
  for (let index = 0; index < found.length; index += 1) {
    for (const [pid, ppid] of parents) if (ppid === found[index]) found.push(pid);
  }
  return found.slice(1);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** npm's own notices (an unknown user config on this machine) are not the server's output. */
function serverLines(output: string): string[] {
  return output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn') && !line.startsWith('>'));
}

describe('npm start with NODE_ENV=production', () => {
  it('exits with one line saying to build when there is no build', async () => {
    const started = npmStart({ DIST_DIR: path.join(rootDir, 'no-such-dist'), PORT: String(await freePort()) });
    expect(await started.exited).toBe(1);
    expect(serverLines(started.output())).toEqual([expect.stringMatching(/^No build found in .+\/: run `npm run build` first\.$/)]);
  }, 30_000);

  it('serves the existing build without building, and SIGTERM leaves no process behind after finishing a request in flight', async () => {
    const port = await freePort();
    const started = npmStart({ DIST_DIR: distDir, PORT: String(port) });
    await waitFor(() => started.output().includes('Serving the site on'), 20_000);
    expect(started.output()).not.toMatch(/building the site/i);
    const pid = started.child.pid ?? 0;
    const processes = await descendantsOf(pid);
    expect(processes.length).toBeGreaterThan(0);

    // A contact message half sent when the signal comes.
    const body = JSON.stringify(goodMessage);
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    started.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    await waitFor(() => reply.includes('"success":true'), 5_000);
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);

    await started.exited;
    await waitFor(() => processes.every((child) => !isAlive(child)), 5_000);
    socket.destroy();
  }, 40_000);

  it("runs the server's precompiled bundle with plain node, and the modules it loads with a request still load", async () => {
    const port = await freePort();
    const started = npmStart({ DIST_DIR: distDir, PORT: String(port) });
    await waitFor(() => started.output().includes('Serving the site on'), 30_000);
    const commands = await Promise.all((await descendantsOf(started.child.pid ?? 0)).map((pid) => readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')));
    const server = commands.map((command) => command.split('\0').filter(Boolean)).filter((argv) => argv.some((arg) => arg.endsWith('server/launch.mjs')));
    expect(server).toHaveLength(1);
    // Plain node: no TypeScript loader (tsx) between the server and its modules.
    expect(server[0]?.join(' ')).not.toMatch(/tsx/);
    // The feeds (their module and the feed package) load with the first request for one (decision 031).
    const feed = await fetch(`http://127.0.0.1:${port}/feed.xml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await feed.text()).toContain('<rss');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  }, 60_000);
});
