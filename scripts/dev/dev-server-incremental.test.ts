// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/server-process';
import { BUILDABLE_PROJECT, copyProject } from '../project-copy';

/**
 * `npm run dev` after an author edits one page (decision 030): the rebuild renders that page and
 * copies the others from the last rebuild, and the edit is what the page shows.
 */
let copy: string;
let remove: () => Promise<void>;
let child: ChildProcess | undefined;
let base: string;
let output = '';

/** Resolves when the dev server's output has `count` rebuilds logged; the lines. */
function rebuilds(count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const lines = output.split('\n').filter((line) => line.startsWith('Built the site for development'));
      if (lines.length >= count) return resolve(lines);
      if (/could not be built/.test(output)) return reject(new Error(output));
      if (Date.now() - started > 400_000) return reject(new Error(`No rebuild logged:\n${output}`));
      setTimeout(check, 200);
    };
    check();
  });
}

beforeAll(async () => {
  ({ root: copy, remove } = await copyProject('dev-incremental-', BUILDABLE_PROJECT));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', path.join(copy, 'scripts', 'dev', 'dev.ts')], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(copy, 'data'), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await rebuilds(1);
}, 420_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  await remove();
});

describe('npm run dev after one page is edited', () => {
  it('renders that page only, and serves the edit', { timeout: 420_000 }, async () => {
    const file = path.join(copy, 'content', 'pages', 'about.json');
    const page = JSON.parse(await readFile(file, 'utf8')) as { sections: { heading?: string }[] };
    const first = page.sections[0] as { heading?: string };
    first.heading = 'About Us, edited';
    await writeFile(file, `${JSON.stringify(page, null, 2)}\n`);
    const lines = await rebuilds(2);
    expect(lines[1]).toMatch(/, 38 of 39 pages unchanged\)$/);
    const about = await (await fetch(`${base}/about`)).text();
    expect(about).toContain('About Us, edited');
    expect((await fetch(`${base}/services`)).status).toBe(200);
  });
});
