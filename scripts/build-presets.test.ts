// @vitest-environment node
import { execFile } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The legacy preset (VITE_API_PRESET=legacy, the group's PHP backend) builds the same pages, whose
 * blog islands fetch in the browser: the pages carry the spinner and no data, and the scripts name
 * the PHP endpoints. The reference preset's pages, served by the reference server, carry their data
 * (server/blog/blog-pages.test.ts).
 */
const rootDir = path.resolve(import.meta.dirname, '..');
let outDir: string;

beforeAll(async () => {
  // Inside the project (ignored by git): the server bundle resolves React and MUI from node_modules/.
  outDir = path.join(rootDir, 'node_modules', '.cache', `legacy-build-${process.pid}`);
  await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts', 'build.ts')], {
    cwd: rootDir,
    env: { ...process.env, VITE_API_PRESET: 'legacy', BUILD_DIST_DIR: outDir, NODE_ENV: 'production' },
  });
}, 300_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

const dataBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/json" id="island-props-[^"]*">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

describe('the legacy preset build', () => {
  it.each([
    ['client/blogs/index.html', 'blog-list'],
    ['shells/blog-category.html', 'blog-list'],
    ['shells/blog-post.html', 'blog-post'],
  ])('%s shows the spinner and embeds no data: the island fetches', async (file, island) => {
    const html = await readFile(path.join(outDir, file), 'utf8');
    expect(html).toContain(`data-island="${island}"`);
    expect(html).toContain('class="full-page-spinner"');
    expect(dataBlocks(html).map((block) => 'data' in block)).toEqual([false]);
    // The island loads React to fetch (decision 019): its head names that code, as it did before.
    expect(html).toMatch(new RegExp(`<link rel="modulepreload"[^>]* href="/assets/${island}-hydrate-`));
    expect(html).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/react-/);
  });

  it('talks to the PHP endpoints in the browser', async () => {
    const assets = path.join(outDir, 'client', 'assets');
    const scripts = await Promise.all((await readdir(assets)).filter((name) => name.endsWith('.js')).map((name) => readFile(path.join(assets, name), 'utf8')));
    expect(scripts.some((code) => code.includes('/gruppoApi/frontend/blogs/blogs.php'))).toBe(true);
  });
});
