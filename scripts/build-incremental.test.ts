// @vitest-environment node
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editOnePage, generateSite } from './scale-content/generate-site';

/**
 * Issue 31: the parallel and the incremental build write, byte for byte, what the build in one
 * process writes from nothing (BUILD_WORKERS=0 BUILD_INCREMENTAL=0, from its sources under tsx: the
 * path as it was before), every page, its stored variants, the shells, routes.json and
 * search-pages.json included. The builds compared with it run as `npm run build` does, precompiled
 * (scripts/build-launcher.mjs, decision 030), in a copy whose node_modules has no tsx: the launched
 * build and its render workers run the bundle with plain node, or fail.
 */
const rootDir = path.resolve(import.meta.dirname, '..');
/** Differ by design: when it was built, and the dependency record (absent from a build that keeps none). */
const notCompared = new Set(['build-info.json', 'build-record.json']);
let workDir: string;
let siteDir: string;

/** tsx, from the project's own node_modules (the copy's has none). */
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** `npm run build` (the launcher), or with `fromSources` scripts/build.ts under tsx. */
async function build(env: Record<string, string>, { fromSources = false } = {}): Promise<string> {
  const command = fromSources ? ['--import', tsx, 'scripts/build.ts'] : ['scripts/build-launcher.mjs'];
  const { stdout } = await promisify(execFile)(process.execPath, command, {
    cwd: siteDir,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Every file of a build, by path, as its SHA-256. */
async function fingerprint(distDir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(distDir, file);
    if (!notCompared.has(relative))
      files.set(
        relative,
        createHash('sha256')
          .update(await readFile(file))
          .digest('hex'),
      );
  }
  return files;
}

/** A sequential build from nothing of the site as it is now, into dist-reference/. */
async function referenceBuild(): Promise<Map<string, string>> {
  const referenceDir = path.join(siteDir, 'dist-reference');
  await rm(referenceDir, { recursive: true, force: true });
  await build({ BUILD_WORKERS: '0', BUILD_INCREMENTAL: '0', BUILD_DIST_DIR: referenceDir }, { fromSources: true });
  return fingerprint(referenceDir);
}

describe('the parallel, incremental build', () => {
  let reference: Map<string, string>;
  let firstOutput: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'build-incremental-'));
    siteDir = path.join(workDir, 'site');
    // The site and three more pages: copies of its own at other addresses.
    await generateSite({ contentFrom: rootDir, pageCount: 42, into: siteDir });
    // The project's packages but tsx, each linked (the image cache too).
    await rm(path.join(siteDir, 'node_modules'));
    await mkdir(path.join(siteDir, 'node_modules'));
    for (const name of await readdir(path.join(rootDir, 'node_modules'))) {
      if (name !== 'tsx') await symlink(path.join(rootDir, 'node_modules', name), path.join(siteDir, 'node_modules', name));
    }
    reference = await referenceBuild();
    firstOutput = await build({ BUILD_WORKERS: '2' });
  }, 600_000);

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  it('renders in two workers, precompiled without tsx, what one process renders from the sources, every file alike', async () => {
    expect(firstOutput).toMatch(/^Pages: 42 rendered by 2 render workers, 0 reused/m);
    expect(await readdir(path.join(siteDir, '.build'))).toEqual(expect.arrayContaining([expect.stringMatching(/^render-worker-\w+\.mjs$/)]));
    const parallel = await fingerprint(path.join(siteDir, 'dist'));
    expect(parallel.size).toBeGreaterThan(42 * 3);
    expect(Object.fromEntries(parallel)).toEqual(Object.fromEntries(reference));
  });

  it("builds a server bundle of code only: the pages' words are read from dist/server/content/ at render time", async () => {
    const { description } = JSON.parse(await readFile(path.join(siteDir, 'content', 'pages', 'about.json'), 'utf8')) as { description: string };
    expect(description.length).toBeGreaterThan(20);
    const serverDir = path.join(siteDir, 'dist', 'server');
    expect(await readFile(path.join(serverDir, 'entry-server.js'), 'utf8')).not.toContain(description);
    // Every page's data in one file, a page a line, each found by the byte span the route table gives it.
    const table = JSON.parse(await readFile(path.join(serverDir, 'content', 'route-table.json'), 'utf8')) as {
      pageIds: string[];
      pageSpans: [number, number][];
    };
    const pagesFile = await readFile(path.join(serverDir, 'content', 'pages.jsonl'));
    const about = table.pageSpans[table.pageIds.indexOf('about')] as [number, number];
    const aboutData = JSON.parse(pagesFile.subarray(about[0], about[0] + about[1]).toString('utf8')) as { id: string; description: string };
    expect(aboutData).toMatchObject({ id: 'about', description });
    expect(table.pageSpans).toHaveLength(table.pageIds.length);
  });

  it("keeps a loaded render entry reading its own build's pages when a new build's files take their place (a running server during a rebuild)", async () => {
    // A copy of the server folder beside dist/ (its packages found in the site's node_modules).
    const copy = path.join(siteDir, 'dist-loaded', 'server');
    await rm(path.dirname(copy), { recursive: true, force: true });
    await mkdir(path.dirname(copy), { recursive: true });
    await cp(path.join(siteDir, 'dist', 'server'), copy, { recursive: true });
    const pagesFile = path.join(copy, 'content', 'pages.jsonl');
    const script = [
      "import { renameSync, statSync, writeFileSync } from 'node:fs';",
      `const entry = await import(${JSON.stringify(pathToFileURL(path.join(copy, 'entry-server.js')).href)});`,
      "const before = (await entry.renderPage('/about')).html;",
      // As a new build's swap does: another file, of other bytes, at the same path.
      `renameSync(${JSON.stringify(pagesFile)}, ${JSON.stringify(`${pagesFile}.old`)});`,
      `writeFileSync(${JSON.stringify(pagesFile)}, '\\n'.repeat(statSync(${JSON.stringify(`${pagesFile}.old`)}).size));`,
      "const after = (await entry.renderPage('/about')).html;",
      'console.log(JSON.stringify({ same: before === after, length: before.length }));',
    ].join('\n');
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: siteDir,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(JSON.parse(stdout.trim().split('\n').at(-1) as string)).toMatchObject({ same: true, length: expect.any(Number) });
    expect(JSON.parse(stdout.trim().split('\n').at(-1) as string).length).toBeGreaterThan(1000);
  });

  it("renders with React's production build: no development labels in the pages' class names", async () => {
    const html = await readFile(path.join(siteDir, 'dist', 'client', 'about', 'index.html'), 'utf8');
    expect(html).toContain('MuiSvgIcon-root');
    expect(html).not.toMatch(/css-[a-z0-9]+-Mui/);
  });

  it("is rendered by the server with React's production build too, NODE_ENV unset (its island renderer loads the build's entry)", async () => {
    const script = [
      "const { loadIslandRenderer } = await import('./server/blog/island-template.ts');",
      "const render = await loadIslandRenderer('dist');",
      "await render('/blogs');",
      "const { createElement } = await import('react');",
      "console.log(Object.hasOwn(createElement('i'), '_store') ? 'development' : 'production');",
    ].join('\n');
    const env = { ...process.env };
    delete env.NODE_ENV;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], { cwd: siteDir, env });
    expect(stdout.trim()).toBe('production');
  });

  it('after one page is edited renders that page only, and any page whose file in dist/ no longer matches the record, and writes what a build from nothing writes', async () => {
    const edited = await editOnePage(siteDir, 'edited');
    // One page's file overwritten, another's replaced by a link to a file outside: neither may be copied.
    const dist = path.join(siteDir, 'dist', 'client');
    await writeFile(path.join(dist, 'about', 'index.html'), '<p>changed in dist/ by hand</p>');
    const secret = path.join(workDir, 'secret.html');
    await writeFile(secret, 'not a page of this site');
    await rename(path.join(dist, 'services', 'index.html'), path.join(workDir, 'services.html'));
    await symlink(secret, path.join(dist, 'services', 'index.html'));
    // And one of Vite's bundle files edited in dist/: the bundles may not be copied either, Vite builds them again.
    const script = (await readdir(path.join(dist, 'assets'))).find((file) => file.endsWith('.js')) as string;
    await writeFile(path.join(dist, 'assets', script), 'alert("changed in dist/ by hand");\n');

    const output = await build({ BUILD_WORKERS: '2' });
    expect(output, `after editing ${edited}`).toMatch(
      /^Pages: 3 rendered in this process \(at most 8: no render worker started\), 39 reused from the previous build/m,
    );
    expect(output).toMatch(/^Bundles: Vite's client and server bundles built$/m);
    const incremental = await fingerprint(path.join(siteDir, 'dist'));
    expect(Object.fromEntries(incremental)).toEqual(Object.fromEntries(await referenceBuild()));
    const editedHeading = JSON.parse(await readFile(path.join(siteDir, edited), 'utf8')).sections[0].heading as string;
    expect(editedHeading).toMatch(/ edited$/);
  }, 600_000);

  it('a content-only change does not run Vite again and the site is still right: the changed page shows the change, an unchanged page is byte-identical, a changed public/ image is served new', async () => {
    const distDir = path.join(siteDir, 'dist');
    const before = await fingerprint(distDir);
    const edited = await editOnePage(siteDir, 'content-only');
    // An image of public/ changed (the icon has stored variants: they must be made again, not copied).
    const icon = Buffer.concat([await readFile(path.join(siteDir, 'public', 'favicon.ico')), Buffer.alloc(4096, 7)]);
    await writeFile(path.join(siteDir, 'public', 'favicon.ico'), icon);

    const output = await build({ BUILD_WORKERS: '2' });
    expect(output).toMatch(/^Bundles: Vite's client and server bundles reused from the previous build/m);
    expect(output).toMatch(/^Pages: 1 rendered in this process \(at most 8: no render worker started\), 41 reused from the previous build/m);
    const after = await fingerprint(distDir);
    // The changed page shows the change; the home page and Vite's bundles are byte for byte the previous build's.
    const editedHeading = JSON.parse(await readFile(path.join(siteDir, edited), 'utf8')).sections[0].heading as string;
    const editedPage = [...after.keys()].find((file) => after.get(file) !== before.get(file) && file.endsWith('index.html')) as string;
    expect(await readFile(path.join(distDir, editedPage), 'utf8')).toContain(editedHeading);
    expect(after.get(path.join('client', 'index.html'))).toBe(before.get(path.join('client', 'index.html')));
    const bundleFiles = [...before.keys()].filter((file) => file.startsWith(path.join('client', 'assets')) || file === path.join('server', 'entry-server.js'));
    expect(bundleFiles.length).toBeGreaterThan(5);
    for (const file of bundleFiles) expect(after.get(file), file).toBe(before.get(file));
    // The new image is served, and so are variants made from it.
    expect(await readFile(path.join(distDir, 'client', 'favicon.ico'))).toEqual(icon);
    expect(brotliDecompressSync(await readFile(path.join(distDir, 'client', 'favicon.ico.br')))).toEqual(icon);
    // And all of it is what a build from nothing writes.
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(await referenceBuild()));
  }, 600_000);

  it("takes a reused page's search text from the previous search-pages.json only when it is the one recorded: a text changed there, and a record tampered with, render their page again", async () => {
    const distDir = path.join(siteDir, 'dist');
    // The search text of one page changed in dist/ by hand: the record keeps its SHA-256 only.
    const searchFile = path.join(distDir, 'search-pages.json');
    const search = JSON.parse(await readFile(searchFile, 'utf8')) as { pages: { path: string; body: string }[] };
    const about = search.pages.find((page) => page.path === '/about');
    if (!about) throw new Error('/about is not in search-pages.json');
    about.body = 'words planted in dist/ by hand';
    await writeFile(searchFile, JSON.stringify(search));
    // Another page's record says its search text is something else, and a third's head tags.
    const recordFile = path.join(distDir, 'build-record.json');
    const record = JSON.parse(await readFile(recordFile, 'utf8')) as { pages: Record<string, { search?: string; headTags: string }> };
    (record.pages['client/services/index.html'] as { search?: string }).search = '0'.repeat(64);
    const shell = Object.keys(record.pages).find((file) => file.startsWith('shells/')) as string;
    (record.pages[shell] as { headTags: string }).headTags = '0'.repeat(64);
    await writeFile(recordFile, JSON.stringify(record));

    const output = await build({ BUILD_WORKERS: '2' });
    // The shell's tampered head tags make it differ from routes.json's: rendered again, not refused.
    expect(output).toMatch(/^Pages: 3 rendered in this process \(at most 8: no render worker started\), 39 reused from the previous build/m);
    expect(await readFile(searchFile, 'utf8')).not.toContain('planted');
    expect(Object.fromEntries(await fingerprint(distDir))).toEqual(Object.fromEntries(await referenceBuild()));
  }, 600_000);

  it('renders every page again when the code changes, and builds the bundles again', async () => {
    await writeFile(path.join(siteDir, 'src', 'engine', 'build', 'a-code-change.ts'), 'export {};\n');
    const output = await build({ BUILD_WORKERS: '1' });
    expect(output).toMatch(/^Pages: 42 rendered by 1 render worker, 0 reused/m);
    expect(output).toMatch(/^Bundles: Vite's client and server bundles built$/m);
  }, 600_000);
});
