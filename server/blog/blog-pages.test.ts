// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTarget, openSiteDatabase } from '../database/open-database';
import { projectRoot } from '../project-root';
import { ensureBuild } from '../testing/ensure-build';
import { makeTempDir, type TestPost, testPosts, writeTestBlog } from '../testing/test-site';
import { importBlog } from './blog-import';

/**
 * The blog's pages as the reference server answers them, read as a visitor without JavaScript reads
 * them: the real build (its render entry renders the islands), a test blog of 14 posts.
 */
const distDir = path.join(projectRoot, 'dist');

// Nine more News posts, so the blog has three pages of six; none has an image.
const posts: Record<string, TestPost> = {
  ...testPosts,
  ...Object.fromEntries(
    Array.from({ length: 9 }, (_, index) => [
      `briefing-${index + 1}`,
      { title: `Weekly briefing ${index + 1}`, date: `2023-0${index + 1}-01`, author: 'Desk', category: 'News' },
    ]),
  ),
};

let rootDir: string;
let blogDir: string;
let dataDir: string;
let server: ChildProcess | undefined;
let origin: string;

beforeAll(async () => {
  // The tests need the build's render entry, as fresh as the sources.
  await ensureBuild(distDir);
  rootDir = await makeTempDir('blog-pages-');
  blogDir = path.join(rootDir, 'blog');
  dataDir = path.join(rootDir, 'data');
  await writeTestBlog(blogDir, { posts });
  // A process of its own (serve-for-test.ts): the render entry needs React for production.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server', 'testing', 'serve-for-test.ts'), distDir, dataDir, blogDir], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`The test server stopped (${code}): ${output}`)));
  });
}, 180_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await rm(rootDir, { recursive: true, force: true });
});

async function page(url: string, status = 200): Promise<string> {
  const response = await fetch(`${origin}${url}`);
  expect(response.status, url).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return response.text();
}

const cardTitles = (html: string) => [...html.matchAll(/<h2 class="blog-card__title">([^<]*)<\/h2>/g)].map((match) => match[1]);
/** The pagination's links: label (or aria-label), address (none for a disabled end), whether disabled. */
function pageLinks(html: string) {
  const nav = /<nav aria-label="Blog pages"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes = '', text]) => ({
    text,
    href: /href="([^"]*)"/.exec(attributes)?.[1],
    disabled: attributes.includes('aria-disabled="true"'),
    current: attributes.includes('aria-current="page"'),
  }));
}
const islandData = (html: string) => {
  const block = /<script type="application\/json" id="island-props-[^"]*">(.*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as { data?: Record<string, unknown> }).data;
};
const newestFirst = Object.values(posts).sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));

describe('/blogs without JavaScript', () => {
  it('lists the six newest posts with real page links, Previous disabled, and tells the island it has nothing to fetch', async () => {
    const html = await page('/blogs');
    expect(cardTitles(html)).toEqual(
      newestFirst.slice(0, 6).map((post) => post.title?.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')),
    );
    expect(html).not.toContain('class="full-page-spinner"');
    expect(pageLinks(html)).toEqual([
      { text: 'Previous', href: undefined, disabled: true, current: false },
      { text: '1', href: '/blogs', disabled: false, current: true },
      { text: '2', href: '/blogs?page=2', disabled: false, current: false },
      { text: '3', href: '/blogs?page=3', disabled: false, current: false },
      { text: 'Next', href: '/blogs?page=2', disabled: false, current: false },
    ]);
    // Only that the server rendered it with its data: the list itself is not in the page a second time.
    expect(islandData(html)).toEqual({ renderedWithData: true, path: '/blogs', search: '' });
  });

  it('names no framework in its head: only the island’s small module is preloaded', async () => {
    const html = await page('/blogs');
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(preloads.some((file) => file.includes('blog-list.island'))).toBe(true);
    expect(preloads.filter((file) => /\/(react|blog-list-hydrate|parse-response)-/.test(file))).toEqual([]);
  });

  it('follows ?page=N, with Next disabled on the last page', async () => {
    expect(cardTitles(await page('/blogs?page=2'))).toEqual(newestFirst.slice(6, 12).map((post) => post.title));
    const last = await page('/blogs?page=3');
    expect(cardTitles(last)).toEqual(newestFirst.slice(12).map((post) => post.title));
    expect(pageLinks(last).at(-1)).toEqual({ text: 'Next', href: undefined, disabled: true, current: false });
    expect(pageLinks(last).at(0)?.href).toBe('/blogs?page=2');
  });

  it('renders a page number out of range as the nearest page, and nonsense as page 1', async () => {
    expect(cardTitles(await page('/blogs?page=99'))).toEqual(newestFirst.slice(12).map((post) => post.title));
    expect(pageLinks(await page('/blogs?page=99')).find((link) => link.current)?.text).toBe('3');
    expect(pageLinks(await page('/blogs?page=two')).find((link) => link.current)?.text).toBe('1');
  });

  it('gives an image-less post a cover with an eyebrow, and prints its title once (its heading)', async () => {
    const html = await page('/blogs?page=2');
    const card = /<article class="blog-card">(?:(?!<\/article>).)*Weekly briefing 8(?:(?!<\/article>).)*<\/article>/s.exec(html)?.[0] ?? '';
    expect(card).toContain('<span class="blog-card__eyebrow">Insight</span></div>');
    // Its heading, and the end of the "Read More" link's name (visually hidden): nothing else.
    expect(card.match(/Weekly briefing 8/g)).toHaveLength(2);
    expect(card).toContain('<h2 class="blog-card__title">Weekly briefing 8</h2>');
    expect(card).toContain('<span class="visually-hidden">: <!-- -->Weekly briefing 8</span>');
  });
});

describe('a category page without JavaScript', () => {
  it('lists its own posts under its title, in the head too', async () => {
    const html = await page('/newspage/2/collections/');
    expect(html).toContain('<title>Insights | ');
    expect(html).toContain('<h1 id="blogs-heading" class="blog-list__heading">Insights</h1>');
    expect(cardTitles(html)).toEqual(['AML basics', 'SOC basics', 'ISO 27001 &amp; you: &quot;a &lt;guide&gt;&quot;']);
  });

  it('answers an unknown category 404 with the empty state', async () => {
    const html = await page('/newspage/99/collections/', 404);
    expect(html).toContain('No blogs found for this category');
  });
});

describe('a post page without JavaScript', () => {
  it('shows title, date, author, sanitised content, share links and related posts', async () => {
    const response = await fetch(`${origin}/api/blogs`);
    const id = ((await response.json()) as { id: number; title: string }[]).find((post) => post.title.startsWith('ISO 27001'))?.id;
    const html = await page(`/our/blog/${id}/single`);
    expect(html).toContain('<h1 class="post-article__title">ISO 27001 &amp; you: &quot;a &lt;guide&gt;&quot;</h1>');
    expect(html).toContain('<time dateTime="2024-02-15">15 February 2024</time><span>By Advisory</span>');
    // Once: the island's data block does not carry the post a second time.
    expect(html.split('says <b>this</b>')).toHaveLength(2);
    expect(html).toContain('The <strong>standard</strong> says <b>this</b> &amp; that.');
    expect(html).toContain('class="share-links"');
    expect(html).toMatch(/<a href="\/our\/blog\/\d+\/single">AML basics<\/a>/);
    expect(html).not.toContain('class="full-page-spinner"');
  });

  it.each(['/our/blog/999/single', '/our/blog/abc/single'])('answers %s 404 with "No blog found." and a link to /blogs', async (url) => {
    const html = await page(url, 404);
    expect(html).toContain('No blog found.');
    expect(html).not.toContain('Failed to load blog post');
    expect(html).toContain('href="/blogs"');
    // Where the plain script (blog-enhance.ts) sends the visitor, and when.
    expect(html).toContain('data-redirect-to="/blogs" data-redirect-after-ms="3000"');
  });
});

describe('made-up ids', () => {
  // Rendered once per blog version, not once per id (issue 20 item 2): the same bytes for both.
  it.each([
    ['/our/blog/1000001/single', '/our/blog/x42/single', 'No blog found.'],
    ['/newspage/1000001/collections/', '/newspage/abc/collections/', 'No blogs found for this category'],
  ])('%s and %s answer one and the same not-found page', async (first, second, text) => {
    const [a, b] = await Promise.all([fetch(`${origin}${first}`), fetch(`${origin}${second}`)]);
    expect([a.status, b.status]).toEqual([404, 404]);
    const [html, other] = await Promise.all([a.text(), b.text()]);
    expect(other).toBe(html);
    expect(html).toContain(text);
    // Nothing of the address asked for is in the page, so sharing it is right.
    expect(html).not.toContain('1000001');
    expect(html).not.toContain('x42');
  });
});

describe('every page', () => {
  it('carries the Media menu as links to each category and every post, its button enabled', async () => {
    const html = await page('/about');
    expect(html).toContain(
      '<li><a href="/newspage/1/collections/">News</a></li><li><a href="/newspage/2/collections/">Insights</a></li><li><a href="/newspage/7/collections/">Events</a></li><li><a href="/blogs">All posts</a></li>',
    );
    const panelIds = [...html.matchAll(/id="([^"]+)"[^>]*data-media-menu=""/g)].map((match) => match[1]);
    expect(panelIds.length).toBeGreaterThan(0);
    for (const id of panelIds) expect(html).not.toMatch(new RegExp(`<button[^>]*aria-controls="${id}"[^>]*disabled=""`));
  });
});

describe('the cache', () => {
  it('serves the same page again, and a new one once an import changes the blog, without a restart', async () => {
    const first = await fetch(`${origin}/blogs`);
    const again = await fetch(`${origin}/blogs`, { headers: { 'if-none-match': String(first.headers.get('etag')) } });
    expect(again.status).toBe(304);

    await writeTestBlog(blogDir, { posts: { ...posts, fresh: { title: 'Fresh news', date: '2025-01-01', author: 'Desk', category: 'Events' } } });
    const database = await openSiteDatabase(databaseTarget({ dataDir }));
    try {
      await importBlog(database, blogDir);
    } finally {
      await database.close();
    }
    const after = await page('/blogs');
    expect(cardTitles(after)[0]).toBe('Fresh news');
    expect(await page('/about')).toContain('<a href="/newspage/7/collections/">Events</a>');
  });
});

describe('the build as a static host serves it (the legacy preset’s way)', () => {
  it('has the spinner and no data in the blog pages: the island fetches in the browser', async () => {
    const html = await readFile(path.join(distDir, 'client', 'blogs', 'index.html'), 'utf8');
    expect(html).toContain('class="full-page-spinner"');
    expect(islandData(html)).toBeUndefined();
    expect(html).toContain('data-media-menu=""><ul class');
    expect(html).not.toContain('All posts');
  });
});
