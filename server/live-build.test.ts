// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { rename, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { type CreateApp, LiveServer } from './live-build';
import { projectRoot } from './project-root';
import { makeTempDir, writeTestDist } from './testing/test-site';

let rootDir: string;

/** A test build whose home page says `label`. */
async function writeBuild(name: string, label: string): Promise<string> {
  const distDir = path.join(rootDir, name, 'dist');
  await writeTestDist(distDir);
  await writeFile(path.join(distDir, 'client/index.html'), `<!doctype html><title>${label}</title><main>home of ${label}</main>`);
  return distDir;
}

beforeAll(async () => {
  rootDir = await makeTempDir('live-build-');
});

afterAll(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

/** A GET on one keep-alive connection, the way nginx's upstream keepalive reuses them. */
function get(port: number, pathname: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('LiveServer: a new build without a restart', () => {
  it('answers new requests from the new build while a request in flight finishes on the old one, over the same connections', async () => {
    const distA = await writeBuild('a', 'release A');
    const distB = await writeBuild('b', 'release B');
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const appFor =
      (distDir: string, label: string): CreateApp =>
      async (serverFactory) => {
        const app = await buildServer({ distDir, serverFactory });
        app.get('/slow', async () => {
          await slowGate;
          return `slow answer of ${label}`;
        });
        return app;
      };
    const live = await LiveServer.create(appFor(distA, 'A'));
    await live.listen(0, '127.0.0.1');
    const { port } = live.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    try {
      expect((await get(port, '/', agent)).body).toContain('home of release A');
      const slow = get(port, '/slow', agent);
      await new Promise((resolve) => setTimeout(resolve, 100));

      expect(await live.reload(appFor(distB, 'B'), (error) => expect.unreachable(String(error)))).toBe(true);
      const home = await get(port, '/', agent);
      expect(home).toMatchObject({ status: 200 });
      expect(home.body).toContain('home of release B');

      releaseSlow();
      expect(await slow).toEqual({ status: 200, body: 'slow answer of A' });
      expect((await get(port, '/slow', agent)).body).toBe('slow answer of B');
    } finally {
      agent.destroy();
      await live.close();
    }
  });

  it('keeps serving the live build when the new one cannot be loaded, and says why', async () => {
    const distA = await writeBuild('c', 'release C');
    const live = await LiveServer.create((serverFactory) => buildServer({ distDir: distA, serverFactory }));
    await live.listen(0, '127.0.0.1');
    const { port } = live.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    try {
      const errors: string[] = [];
      const switched = await live.reload(
        (serverFactory) => buildServer({ distDir: path.join(rootDir, 'no-such-build'), serverFactory }),
        (error) => errors.push(String(error)),
      );
      expect(switched).toBe(false);
      expect(errors).toEqual([expect.stringMatching(/no-such-build|build/i)]);
      expect(await get(port, '/', agent)).toMatchObject({ status: 200, body: expect.stringContaining('home of release C') });
    } finally {
      agent.destroy();
      await live.close();
    }
  });
});

describe('npm run serve follows the build it was started on', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
  });

  it('serves the release `current` points to after a switch, and reloads the same folder on SIGHUP', async () => {
    const releases = path.join(rootDir, 'site');
    await writeBuild('site/releases/1', 'first release');
    await writeBuild('site/releases/2', 'second release');
    await symlink('releases/1', path.join(releases, 'current'));
    const freePort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--no-build'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(freePort),
        LOG_LEVEL: 'warn',
        DIST_DIR: path.join(releases, 'current/dist'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const address = async () => {
      for (let tries = 0; tries < 400; tries += 1) {
        const match = /Serving the site on http:\/\/localhost:(\d+)/.exec(output);
        if (match) return Number(match[1]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the server did not start: ${output}`);
    };
    const port = await address();
    const agent = new http.Agent({ keepAlive: true });
    const homeSays = async (text: string) => {
      for (let tries = 0; tries < 100; tries += 1) {
        if ((await get(port, '/', agent)).body.includes(text)) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the home page never said "${text}": ${output}`);
    };
    try {
      await homeSays('home of first release');
      // What a release does: a new link renamed over `current`, in one step.
      await symlink('releases/2', path.join(releases, 'current.next'));
      await rename(path.join(releases, 'current.next'), path.join(releases, 'current'));
      await homeSays('home of second release');
      expect(output).toContain('A new build is in place');

      await writeFile(path.join(releases, 'releases/2/dist/client/index.html'), '<!doctype html><title>x</title><main>home of a rebuilt second release</main>');
      child.kill('SIGHUP');
      await homeSays('home of a rebuilt second release');
    } finally {
      agent.destroy();
    }
  }, 40_000);
});
