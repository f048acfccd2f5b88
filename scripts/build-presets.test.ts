// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDABLE_PROJECT, copyProject } from './project-copy';

/**
 * The legacy preset (VITE_API_PRESET=legacy, the group's PHP backend) builds the same pages, whose
 * blog islands fetch in the browser: the pages carry the spinner and no data, and the scripts name
 * the PHP endpoints. The reference preset's pages, served by the reference server, carry their data
 * (server/blog/blog-pages.test.ts).
 */
const rootDir = path.resolve(import.meta.dirname, '..');
let outDir: string;

const dataBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/json" id="island-props-[^"]*">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

describe('the legacy preset build', () => {
  beforeAll(async () => {
    // Inside the project (ignored by git): the server bundle resolves React and MUI from node_modules/.
    outDir = path.join(rootDir, 'node_modules', '.cache', `legacy-build-${process.pid}`);
    // A build already there: the new one replaces it whole (decision 029).
    await mkdir(path.join(outDir, 'client'), { recursive: true });
    await writeFile(path.join(outDir, 'client', 'from-the-last-build.txt'), 'old');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts', 'build.ts')], {
      cwd: rootDir,
      env: { ...process.env, VITE_API_PRESET: 'legacy', BUILD_DIST_DIR: outDir, NODE_ENV: 'production' },
    });
  }, 300_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('replaced the build that was there, and left nothing beside it', async () => {
    await expect(readFile(path.join(outDir, 'client', 'from-the-last-build.txt'))).rejects.toThrow(/ENOENT/);
    const beside = (await readdir(path.dirname(outDir))).filter((name) => name.startsWith(`${path.basename(outDir)}.`));
    expect(beside).toEqual([]);
  });

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

/** Every file under `root` with its bytes, to compare a folder before and after. */
async function snapshot(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  return Object.fromEntries(await Promise.all(files.sort().map(async (file) => [file, (await readFile(path.join(root, file))).toString('base64')] as const)));
}

/**
 * A build that fails leaves the served build as it was (decision 029), and one that finds a symbolic
 * link in content/ or public/ stops before it reads a file (decision 027). On a copy of the project
 * whose dist/ holds a build, and beside it what a crashed build left.
 */
describe('a failed build', () => {
  let copy: string;
  let remove: () => Promise<void>;
  let lastBuild: Record<string, string>;

  async function runBuild(): Promise<{ code: number; output: string }> {
    return promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(copy, 'scripts', 'build.ts')], {
      cwd: copy,
      env: { ...process.env, NODE_ENV: 'production', BUILD_DIST_DIR: '' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
  }

  beforeAll(async () => {
    ({ root: copy, remove } = await copyProject('failed-build-', BUILDABLE_PROJECT));
    const files = { 'client/robots.txt': 'User-agent: *\nAllow: /\n', 'client/index.html': '<h1>The last good build</h1>', 'routes.json': '{"pages":["/"]}' };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(copy, 'dist', file)), { recursive: true });
      await writeFile(path.join(copy, 'dist', file), text);
    }
    lastBuild = await snapshot(path.join(copy, 'dist'));
  });

  afterAll(() => remove());

  it('refuses a symbolic link in public/ or content/ before reading any file, naming each', async () => {
    await symlink('/etc/passwd', path.join(copy, 'public', 'img', 'passwd.png'));
    const { code, output } = await runBuild();
    await rm(path.join(copy, 'public', 'img', 'passwd.png'));
    expect(code).toBe(1);
    expect(output).toContain(
      'public/img/passwd.png: is a symbolic link to "/etc/passwd" (a file outside the project); links are not followed in content/ or public/: put the file itself here',
    );
    expect(output).toContain('Build stopped before reading a file: 1 symbolic link in content/ or public/');
    expect(await snapshot(path.join(copy, 'dist'))).toEqual(lastBuild);
  }, 120_000);

  it('exits 1 and leaves dist/ byte for byte as it was, removing only its own folder and what a crashed build left', async () => {
    // A renderer that does not compile: the bundler fails after the build has started writing.
    await writeFile(path.join(copy, 'src', 'sections', 'hero', 'hero-section.tsx'), 'export function HeroSection( {\n');
    const crashed = path.join(copy, 'dist.building-99999999-0a1b2c3d');
    await mkdir(crashed);
    await writeFile(path.join(crashed, 'half.html'), 'half written');

    const { code, output } = await runBuild();
    expect(code).toBe(1);
    expect(output).toContain('Build stopped, dist/ left as it was.');
    expect(await snapshot(path.join(copy, 'dist'))).toEqual(lastBuild);
    expect((await readdir(copy)).filter((name) => name.startsWith('dist'))).toEqual(['dist']);
  }, 300_000);
});
