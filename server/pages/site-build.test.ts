// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderHeadTags } from '../../src/common/page-head';
import { PageFileError } from './page-files';
import { loadSiteBuild, SiteBuildError } from './site-build';

let distDir: string;

async function writeDistFile(relativePath: string, text: string): Promise<void> {
  const file = path.join(distDir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function writeRoutes(routes: unknown): Promise<void> {
  await writeDistFile('routes.json', JSON.stringify(routes));
}

async function loadError(): Promise<SiteBuildError> {
  const error: unknown = await loadSiteBuild(distDir).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SiteBuildError)) throw new Error(`expected a SiteBuildError, got ${String(error)}`);
  return error;
}

beforeEach(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'site-build-'));
  await writeDistFile('client/index.html', 'home');
  await writeDistFile('client/about/index.html', 'about');
  await writeDistFile('client/404.html', 'not found');
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('loadSiteBuild', () => {
  it('loads pages, redirects (status defaulting to 301) and the 404 page', async () => {
    await writeRoutes({ pages: ['/', '/about'], redirects: [{ from: '/old', to: '/about' }] });
    const build = await loadSiteBuild(distDir);
    expect(build.clientDir).toBe(path.join(distDir, 'client'));
    expect(await Promise.all(build.pages.map(async (page) => [page.path, (await page.load()).body.toString()]))).toEqual([
      ['/', 'home'],
      ['/about', 'about'],
    ]);
    expect(build.redirects).toEqual([{ from: '/old', to: '/about', status: 301 }]);
    expect(build.notFoundPage.body.toString()).toBe('not found');
  });

  it('says to run the build when there is none', async () => {
    const error = await loadError();
    expect(error.message).toMatch(/^No build found in .+\/: run `npm run build` first\.$/);
  });

  it('starts without reading the pages: a missing one is named when it is asked for', async () => {
    await writeRoutes({ pages: ['/', '/contact'], redirects: [] });
    const build = await loadSiteBuild(distDir);
    const contact = build.pages.find((page) => page.path === '/contact');
    const error: unknown = await contact?.load().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(PageFileError);
    expect((error as Error).message).toBe('client/contact/index.html is missing, but routes.json lists it: run `npm run build` again');
  });

  it('names the 404 page when it is missing', async () => {
    await rm(path.join(distDir, 'client/404.html'));
    await writeRoutes({ pages: ['/'], redirects: [] });
    expect((await loadError()).message).toContain('404.html is missing');
  });

  it('lists each problem of a malformed routes.json with its path', async () => {
    await writeRoutes({ pages: ['/', 'about', '/a/:id'], redirects: [{ from: '/x/', to: '/', status: 200 }] });
    const message = (await loadError()).message;
    expect(message).toContain('does not describe a build this server understands');
    expect(message).toContain('pages.1:');
    expect(message).toContain('pages.2:');
    expect(message).toContain('redirects.0.from:');
    expect(message).toContain('redirects.0.status:');
  });

  it('refuses a path listed twice', async () => {
    await writeRoutes({ pages: ['/', '/about'], redirects: [{ from: '/about', to: '/' }] });
    expect((await loadError()).message).toContain('lists "/about" twice');
  });

  it('refuses a routes.json that is not JSON', async () => {
    await writeDistFile('routes.json', '{"pages": [');
    expect((await loadError()).message).toContain('is not valid JSON');
  });
});

describe('loadSiteBuild: pages with parameters', () => {
  const head = {
    title: 'Blog post | Gruppo',
    description: 'A post & more.',
    image: 'https://www.gruppo.example/img/og-default.png',
    siteName: 'Gruppo',
    locale: 'en',
  };

  async function writeShell(pageId: string, headTags: string): Promise<void> {
    await writeDistFile(`shells/${pageId}.html`, `<!doctype html><html><head>\n    ${headTags}\n  </head><body>shell</body></html>`);
  }

  it('loads each shell split around the head tags the build recorded', async () => {
    await writeShell('blog-post', renderHeadTags({ ...head, canonical: undefined }));
    await writeRoutes({
      pages: ['/'],
      redirects: [],
      siteUrl: 'https://www.gruppo.example',
      dynamicPages: [{ path: '/our/blog/:id/single', pageId: 'blog-post', head }],
    });
    const build = await loadSiteBuild(distDir);
    expect(build.siteUrl).toBe('https://www.gruppo.example');
    expect(build.dynamicPages).toHaveLength(1);
    const [page] = build.dynamicPages;
    expect(page?.path).toBe('/our/blog/:id/single');
    expect(page?.head).toEqual({ ...head, canonical: undefined });
    expect(page?.shell.beforeHead).toBe('<!doctype html><html><head>\n    ');
    expect(page?.shell.afterHead).toBe('\n  </head><body>shell</body></html>');
  });

  it('defaults to no pages with parameters (builds from before them)', async () => {
    await writeRoutes({ pages: ['/'], redirects: [] });
    const build = await loadSiteBuild(distDir);
    expect(build.dynamicPages).toEqual([]);
    expect(build.siteUrl).toBeUndefined();
  });

  it('names a missing shell', async () => {
    await writeRoutes({ pages: ['/'], redirects: [], dynamicPages: [{ path: '/our/blog/:id/single', pageId: 'blog-post', head }] });
    const message = (await loadError()).message;
    expect(message).toContain(path.join('shells', 'blog-post.html'));
    expect(message).toContain('"/our/blog/:id/single"');
  });

  it('refuses a shell whose head tags are not the recorded ones', async () => {
    await writeShell('blog-post', renderHeadTags({ ...head, title: 'Something else', canonical: undefined }));
    await writeRoutes({ pages: ['/'], redirects: [], dynamicPages: [{ path: '/our/blog/:id/single', pageId: 'blog-post', head }] });
    expect((await loadError()).message).toContain('does not hold the head tags routes.json records for "/our/blog/:id/single" exactly once');
  });

  it('lists each problem of a malformed dynamic page', async () => {
    await writeRoutes({
      pages: ['/'],
      redirects: [],
      siteUrl: 'ftp://example.com',
      dynamicPages: [
        { path: '/our/blog/single', pageId: 'blog-post', head },
        { path: '/a/../:id', pageId: '../escape', head: { title: 'x' } },
      ],
    });
    const message = (await loadError()).message;
    expect(message).toContain('siteUrl:');
    expect(message).toContain('dynamicPages.0.path: expected at least one ":name" segment');
    expect(message).toContain('dynamicPages.1.path:');
    expect(message).toContain('dynamicPages.1.pageId: expected a page id such as "blog-post"');
    expect(message).toContain('dynamicPages.1.head.description:');
  });
});
