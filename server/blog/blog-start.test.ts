// @vitest-environment node
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fastify } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createHtmlDocument } from '../pages/html-document';
import { readServerNeeds } from '../pages/server-needs';
import type { SiteBuild } from '../pages/site-build';
import { defaultHead, makeTempDir } from '../testing/test-site';
import { registerRenderedBlogPages } from './blog-page-render';
import type { BlogSnapshot } from './blog-snapshot';

/** Pages with one island each; only /blogs's island takes the blog's data. `read` lists the pages loaded. */
function testBuild(extraPages: number, read: string[] = []): Pick<SiteBuild, 'pages' | 'dynamicPages'> {
  const page = (pagePath: string) => ({
    path: pagePath,
    load: async () => {
      read.push(pagePath);
      return createHtmlDocument(Buffer.from(`<main><div data-island="x">${pagePath} island</div><script>${pagePath} props</script></main>`));
    },
  });
  return { pages: [page('/blogs'), ...Array.from({ length: extraPages }, (_, index) => page(`/page-${index}`))], dynamicPages: [] };
}

const snapshot: BlogSnapshot = { version: 'blog-1', categories: [], posts: [] };

let rootDir: string | undefined;
afterEach(async () => {
  if (rootDir) await rm(rootDir, { recursive: true, force: true });
  rootDir = undefined;
});

describe('the blog at start', () => {
  it('renders only the pages the build names as taking blog data, not every page with an island, and not before the server is ready', async () => {
    const counted: string[] = [];
    const read: string[] = [];
    // The render entry still loading (seconds on a busy machine): the start does not wait for it.
    let entryLoaded: () => void = () => undefined;
    const entry = new Promise<void>((resolve) => {
      entryLoaded = resolve;
    });
    const app = fastify();
    await registerRenderedBlogPages(app, testBuild(50, read), {
      snapshots: async () => snapshot,
      renderIslands: async (url) => {
        await entry;
        counted.push(url);
        return [{ html: `${url} island`, propsJson: `${url} props`, ...(url === '/blogs' ? { serverData: 'list' as const } : {}) }];
      },
      resolveHead: async () => ({ statusCode: 200, head: defaultHead('Blog', 'The blog.') }),
      sanitize: (html) => html,
      blogPages: [{ path: '/blogs', kind: 'list' }],
    });
    await app.ready();
    expect(counted).toEqual([]);
    // A request for the page waits for the render entry, then gets the page rendered with its data.
    const reply = app.inject('/blogs');
    entryLoaded();
    const answered = await reply;
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('/blogs island');
    expect(new Set(counted)).toEqual(new Set(['/blogs']));
    // Nor are the other pages read from disk: the start costs the same with 50 pages as with 5,000.
    expect(new Set(read)).toEqual(new Set(['/blogs']));
    await app.close();
  });

  it('reads the build’s list back, and stops the start on a list that does not match its schema', async () => {
    rootDir = await makeTempDir('server-needs-');
    expect(await readServerNeeds(rootDir)).toBeUndefined();
    const needs = { blogPages: [{ path: '/blogs', kind: 'list' }] };
    await writeFile(path.join(rootDir, 'server-needs.json'), JSON.stringify(needs));
    expect(await readServerNeeds(rootDir)).toEqual(needs);
    await writeFile(path.join(rootDir, 'server-needs.json'), JSON.stringify({ blogPages: [{ path: 'blogs', kind: 'list' }] }));
    await expect(readServerNeeds(rootDir)).rejects.toThrow(/server-needs\.json: blogPages\.0\.path: .*run `npm run build` again/);
    await writeFile(path.join(rootDir, 'server-needs.json'), '{');
    await expect(readServerNeeds(rootDir)).rejects.toThrow('dist/server-needs.json is not JSON: run `npm run build` again');
  });

  it('without the build’s list (an older build) still finds the blog pages by rendering each page with an island', async () => {
    const counted: string[] = [];
    const app = fastify();
    await registerRenderedBlogPages(app, testBuild(3), {
      snapshots: async () => snapshot,
      renderIslands: async (url) => {
        counted.push(url);
        return [{ html: `${url} island`, propsJson: `${url} props`, ...(url === '/blogs' ? { serverData: 'list' as const } : {}) }];
      },
      resolveHead: async () => ({ statusCode: 200, head: defaultHead('Blog', 'The blog.') }),
      sanitize: (html) => html,
    });
    expect(counted).toEqual(['/blogs', '/page-0', '/page-1', '/page-2']);
    expect((await app.inject('/blogs')).statusCode).toBe(200);
    await app.close();
  });
});
