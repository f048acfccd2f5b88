// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/project-root';
import { freePort } from '../bench/server-process';
import { BUILDABLE_PROJECT, copyProject } from '../project-copy';

/**
 * `npm run dev` on a project whose public/ holds symbolic links (decision 027): its rebuild stops with
 * the validator's messages, and Vite, which serves public/ before the site and follows links there,
 * answers 404 for every address through one.
 */
let copy: string;
let remove: () => Promise<void>;
let child: ChildProcess | undefined;
let base: string;

beforeAll(async () => {
  ({ root: copy, remove } = await copyProject('dev-links-', BUILDABLE_PROJECT));
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
  await remove();
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
