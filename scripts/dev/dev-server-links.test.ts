// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/project-root';

/**
 * `npm run dev` on a project whose public/ holds symbolic links (decision 027): its rebuild stops with
 * the validator's messages, and Vite, which serves public/ before the site and follows links there,
 * answers 404 for every address through one.
 */
let copy: string;
let child: ChildProcess | undefined;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  copy = await mkdtemp(path.join(os.tmpdir(), 'dev-links-'));
  for (const name of [
    'content',
    'public',
    'src',
    'schemas',
    'scripts',
    'server',
    'index.html',
    'site.config.ts',
    'vite.config.ts',
    'package.json',
    'tsconfig.json',
  ]) {
    await cp(path.join(projectRoot, name), path.join(copy, name), { recursive: true });
  }
  await symlink(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
  await symlink('/etc/passwd', path.join(copy, 'public', 'img', 'passwd.png'));
  await symlink(path.join(projectRoot, 'public', 'img', 'hero'), path.join(copy, 'public', 'img', 'shared'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const started = spawn(process.execPath, ['--import', 'tsx', path.join(copy, 'scripts', 'dev', 'dev.ts')], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(copy, 'data'), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Development server on http/.test(output)) resolve();
    };
    started.stdout?.on('data', read);
    started.stderr?.on('data', read);
    started.once('exit', (code) => reject(new Error(`npm run dev stopped (${code}): ${output}`)));
  });
}, 180_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  await rm(copy, { recursive: true, force: true });
});

describe('npm run dev with symbolic links in public/', () => {
  it.each(['/img/passwd.png', '/img/shared/about.webp', '/img/%70asswd.png'])('answers 404 for %s, naming the link and not where it leads', async (address) => {
    const response = await fetch(`${base}${address}`);
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).toMatch(/^public\/img\/(passwd\.png|shared) is a symbolic link; links are not followed in content\/ or public\//);
    expect(body).not.toContain('root:');
    expect(body).not.toContain(projectRoot);
  });

  it('still serves the regular files of public/', async () => {
    const response = await fetch(`${base}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<svg');
  });

  it('shows why the site cannot be built: each link, as npm run validate words it', async () => {
    const response = await fetch(`${base}/`);
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).toContain('public/img/passwd.png: is a symbolic link to "/etc/passwd" (a file outside the project)');
    expect(body).toContain('public/img/shared: is a symbolic link to');
  });
});
