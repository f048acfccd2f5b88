// @vitest-environment node
import { readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLdGraph, missingProperties } from '../../tests/structured-data-checks';
import { buildServer } from '../app';
import { databaseTarget, openSiteDatabase } from '../database/open-database';
import { makeTempDir, testPosts, testSiteUrl, writeFiles, writeTestBlog, writeTestDist } from '../testing/test-site';
import { importBlog } from './blog-import';

const unsafeBody = [
  'Read [our services](/services) and see ![a chart](/uploads/iso.webp).',
  '',
  '<script>alert("feed")</script><style>main{display:none}</style>',
  '<p style="position:fixed">styled</p><form action="https://evil.example"><input name="password"><button>Log in</button></form>',
  '<a href="javascript:alert(1)">click</a> <img src="x.png" onerror="alert(1)">',
].join('\n');

const posts = {
  ...testPosts,
  'unsafe-post': { title: 'Unsafe post', date: '2024-06-01', updated: '2024-06-15', author: 'Desk', category: 'News', image: 'chart.png', body: unsafeBody },
};

let rootDir: string;
let blogDir: string;
let dataDir: string;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  rootDir = await makeTempDir('blog-publishing-');
  blogDir = path.join(rootDir, 'blog');
  dataDir = path.join(rootDir, 'data');
  await writeTestDist(path.join(rootDir, 'dist'));
  // The site's default share image (1200×630), which image-less posts keep.
  // …and the build's static sitemap, which knows no posts: the server's must win.
  await writeFiles(path.join(rootDir, 'dist'), {
    'client/img/og-default.png': await readFile('public/img/og-default.png'),
    'client/sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n',
  });
  // A real 1200×630 PNG, so the image's size is read from the file.
  await writeTestBlog(blogDir, { posts, extraFiles: { 'images/chart.png': await readFile('public/img/og-default.png') } });
  app = await buildServer({ distDir: path.join(rootDir, 'dist'), api: { dataDir, blogDir }, blogRefreshMs: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Cast: a TCP listener's address is always an AddressInfo.
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await rm(rootDir, { recursive: true, force: true });
});

async function getText(pathname: string, contentType: string): Promise<string> {
  const response = await fetch(`${origin}${pathname}`);
  expect(response.status, pathname).toBe(200);
  expect(response.headers.get('content-type')).toBe(contentType);
  return response.text();
}

/** What the database holds, read the way the blog's API gives it. */
async function apiPosts(): Promise<{ id: number; title: string; date: string }[]> {
  // Cast: the shape of GET /api/blogs (blog-routes.ts).
  return (await (await fetch(`${origin}/api/blogs`)).json()) as { id: number; title: string; date: string }[];
}

const postUrl = (id: number) => `${testSiteUrl}/our/blog/${id}/single`;

function expectSanitised(html: string): void {
  expect(html).not.toMatch(/<script|<style|<form|<input|<button|style=|onerror|javascript:/i);
  expect(html).toContain(`href="${testSiteUrl}/services"`);
  expect(html).toContain(`src="${testSiteUrl}/uploads/iso.webp"`);
}

describe('the blog feeds', () => {
  it('RSS 2.0 and Atom 1.0 parse, with every post: absolute link, sanitised content, author, category and image', async () => {
    const expected = await apiPosts();
    for (const [pathname, type] of [
      ['/feed.xml', 'application/rss+xml; charset=utf-8'],
      ['/atom.xml', 'application/atom+xml; charset=utf-8'],
    ] as const) {
      const feed = parseFeed(await getText(pathname, type));
      expect(feed.title).toBe('Gruppo blog');
      // The blog list page's description (writeTestDist's /blogs).
      expect(feed.description).toBe('Every post.');
      expect(feed.url).toBe(`${testSiteUrl}/blogs`);
      expect(feed.items.map((item) => item.url)).toEqual(expected.map((post) => postUrl(post.id)));
      expect(feed.items.map((item) => item.title)).toEqual(expected.map((post) => post.title));
      const unsafe = feed.items.find((item) => item.title === 'Unsafe post');
      expectSanitised(unsafe?.content ?? '');
      expect(unsafe?.authors.map((author) => author.name)).toEqual(['Desk']);
      expect(unsafe?.categories.map((category) => category.label ?? category.term)).toEqual(['News']);
      expect(unsafe?.mediaImages.map((image) => image.url)).toEqual([`${testSiteUrl}/uploads/chart.png`]);
      expect(unsafe?.published?.toISOString().slice(0, 10)).toBe('2024-06-01');
    }
  });

  it('JSON Feed 1.1 has the same posts, with authors and image', async () => {
    const feed = JSON.parse(await getText('/feed.json', 'application/feed+json; charset=utf-8'));
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Gruppo blog',
      home_page_url: `${testSiteUrl}/blogs`,
      feed_url: `${testSiteUrl}/feed.json`,
      language: 'en',
    });
    const expected = await apiPosts();
    expect(feed.items.map((item: { id: string }) => item.id)).toEqual(expected.map((post) => postUrl(post.id)));
    const unsafe = feed.items.find((item: { title: string }) => item.title === 'Unsafe post');
    expect(unsafe).toMatchObject({
      url: unsafe.id,
      authors: [{ name: 'Desk' }],
      image: `${testSiteUrl}/uploads/chart.png`,
      date_published: '2024-06-01T12:00:00.000Z',
      date_modified: '2024-06-15T12:00:00.000Z',
    });
    expect(unsafe.author).toBeUndefined();
    expectSanitised(unsafe.content_html);
  });

  it("each category has its feeds with that category's posts only; an unknown category is a 404", async () => {
    const insights = parseFeed(await getText('/newspage/2/feed.xml', 'application/rss+xml; charset=utf-8'));
    expect(insights.title).toBe('Gruppo blog: Insights');
    expect(insights.description).toBe('Articles and news from Gruppo in one category.');
    expect(insights.url).toBe(`${testSiteUrl}/newspage/2/collections/`);
    expect(insights.items.map((item) => item.title)).toEqual(['AML basics', 'SOC basics', 'ISO 27001 & you: "a <guide>"']);
    expect(parseFeed(await getText('/newspage/7/atom.xml', 'application/atom+xml; charset=utf-8')).items).toEqual([]);
    expect(JSON.parse(await getText('/newspage/1/feed.json', 'application/feed+json; charset=utf-8')).items).toHaveLength(3);
    expect((await fetch(`${origin}/newspage/99/feed.xml`)).status).toBe(404);
    expect((await fetch(`${origin}/newspage/abc/feed.json`)).status).toBe(404);
  });

  it('is served compressed, with an ETag a revalidation turns into a 304', async () => {
    const first = await fetch(`${origin}/feed.xml`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('accept-encoding');
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${origin}/feed.xml`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('the sitemap', () => {
  it('lists the prerendered pages, every category page and every post with its lastmod, from the database', async () => {
    const xml = await getText('/sitemap.xml', 'application/xml; charset=utf-8');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => ({ loc, lastmod }));
    const expectedPosts = await apiPosts();
    expect(entries).toEqual([
      { loc: `${testSiteUrl}/`, lastmod: undefined },
      // The unsafe post, revised on 2024-06-15, is the latest change of the blog and of News.
      { loc: `${testSiteUrl}/blogs`, lastmod: '2024-06-15' },
      { loc: `${testSiteUrl}/newspage/1/collections/`, lastmod: '2024-06-15' },
      { loc: `${testSiteUrl}/newspage/2/collections/`, lastmod: '2024-05-20' },
      { loc: `${testSiteUrl}/newspage/7/collections/`, lastmod: undefined },
      ...expectedPosts.map((post) => ({ loc: postUrl(post.id), lastmod: post.title === 'Unsafe post' ? '2024-06-15' : post.date })),
    ]);
  });

  it('follows an import without a restart, as do the feeds', async () => {
    const before = await getText('/feed.xml', 'application/rss+xml; charset=utf-8');
    await writeTestBlog(blogDir, { posts: { ...posts, 'new-post': { title: 'Fresh news', date: '2024-07-01', author: 'Desk', category: 'News' } } });
    const database = await openSiteDatabase(databaseTarget({ dataDir }));
    try {
      await importBlog(database, blogDir);
    } finally {
      await database.close();
    }
    const [newest] = await apiPosts();
    expect(newest?.title).toBe('Fresh news');
    const sitemap = await getText('/sitemap.xml', 'application/xml; charset=utf-8');
    expect(sitemap).toContain(`<url><loc>${postUrl(newest?.id ?? 0)}</loc><lastmod>2024-07-01</lastmod></url>`);
    const after = await getText('/feed.xml', 'application/rss+xml; charset=utf-8');
    expect(after).not.toBe(before);
    expect(parseFeed(after).items[0]?.title).toBe('Fresh news');
  });
});

describe("a post page's head", () => {
  it('is an article with its dates, its image with size and text, and a BlogPosting with every required property', async () => {
    const unsafe = (await apiPosts()).find((post) => post.title === 'Unsafe post');
    const html = await getText(`/our/blog/${unsafe?.id}/single`, 'text/html; charset=utf-8');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:published_time" content="2024-06-01T12:00:00Z">');
    expect(html).toContain('<meta property="article:modified_time" content="2024-06-15T12:00:00Z">');
    expect(html).toContain(`<meta property="og:image" content="${testSiteUrl}/uploads/chart.png">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:image:alt" content="Unsafe post">');
    const graph = jsonLdGraph(html);
    expect(missingProperties(graph)).toEqual([]);
    expect(graph.find((node) => node['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Unsafe post',
      url: postUrl(unsafe?.id ?? 0),
      image: [`${testSiteUrl}/uploads/chart.png`],
      datePublished: '2024-06-01T12:00:00Z',
      dateModified: '2024-06-15T12:00:00Z',
      author: { name: 'Desk' },
      // The publisher's logo is the Organization's, with its size.
      publisher: {
        name: 'Gruppo',
        logo: { '@type': 'ImageObject', url: `${testSiteUrl}/img/logo.svg`, width: { value: 200 }, height: { value: 48 } },
      },
    });
    expect(html).toContain('<meta name="twitter:title" content="Unsafe post | Gruppo">');
    expect(html).toContain(`<meta name="twitter:image" content="${testSiteUrl}/uploads/chart.png">`);
    expect(html).toContain('<meta name="twitter:image:alt" content="Unsafe post">');
    expect(graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${testSiteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Blogs', item: `${testSiteUrl}/blogs` },
      { '@type': 'ListItem', position: 3, name: 'Unsafe post', item: postUrl(unsafe?.id ?? 0) },
    ]);
  });

  it("keeps the site's default share image, with its size, for a post without an image", async () => {
    const plain = (await apiPosts()).find((post) => post.title === 'AML basics');
    const html = await getText(`/our/blog/${plain?.id}/single`, 'text/html; charset=utf-8');
    expect(html).toContain(`<meta property="og:image" content="${testSiteUrl}/img/og-default.png">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:image:alt" content="Gruppo">');
    expect(missingProperties(jsonLdGraph(html))).toEqual([]);
  });

  it("a category page announces that category's feeds", async () => {
    const html = await getText('/newspage/2/collections/', 'text/html; charset=utf-8');
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="Gruppo blog: Insights (RSS)" href="${testSiteUrl}/newspage/2/feed.xml">`);
    expect(html).toContain('<meta property="og:type" content="website">');
  });
});
