// @vitest-environment node
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type FastifyInstance, fastify } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteApi, type SiteApi } from '../api/site-api';
import { loadSiteBuild, type SiteBuild } from '../pages/site-build';
import { makeTempDir, testPosts, testSiteUrl, writeTestBlog, writeTestDist } from '../testing/test-site';
import { type Blog, blogPlugin, createBlog } from './blog-plugin';

// The plugin alone on a bare Fastify. The blog's pages rendered with their posts need the real build's
// render entry: blog-pages.test.ts; the feeds' content, the API's shapes: blog-feed-content, blog-api.

let rootDir: string;
let api: SiteApi;
let blog: Blog;
let build: SiteBuild;
let app: FastifyInstance;
const logLines: { level: number; msg: string; posts?: number }[] = [];

beforeAll(async () => {
  rootDir = await makeTempDir('blog-plugin-');
  await writeTestDist(path.join(rootDir, 'dist'));
  await writeTestBlog(path.join(rootDir, 'blog'));
  api = await openSiteApi({ dataDir: path.join(rootDir, 'data'), blogDir: path.join(rootDir, 'blog') });
  build = await loadSiteBuild(path.join(rootDir, 'dist'), { compress: false });
  blog = createBlog(api, build.siteUrl);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
      done();
    },
  });
  app = fastify({ logger: { level: 'info', stream } });
  await app.register(blogPlugin, { api, build, blog });
});

afterAll(async () => {
  await app?.close();
  await api?.db.close();
  await rm(rootDir, { recursive: true, force: true });
});

describe('the blog plugin', () => {
  it('says that it imported the blog into the empty database', () => {
    expect(logLines.find((line) => line.msg === 'Imported the blog into the empty database')).toMatchObject({ level: 30, posts: 5 });
  });

  it("serves the blog's images under /uploads/, and nothing else there", async () => {
    const image = await app.inject('/uploads/iso.webp');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=2592000');
    expect((await app.inject('/uploads/categories.json')).statusCode).toBe(404);
  });

  it('answers the feeds and the sitemap, with every post', async () => {
    const feed = await app.inject('/feed.xml');
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).toContain('AML basics');
    expect((await app.inject('/newspage/2/atom.xml')).body).toContain('AML basics');
    expect((await app.inject('/newspage/999/atom.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemap.xml')).body).toContain(`${testSiteUrl}/our/blog/`);
  });

  it('answers the read API in JSON, its errors too', async () => {
    const posts = await app.inject('/api/blogs');
    expect(posts.statusCode).toBe(200);
    expect(posts.json()).toHaveLength(5);
    const missing = await app.inject('/api/blogs/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ records: [], message: 'This blog post does not exist or was removed.' });
  });

  it("leaves the build's pages to the pages plugin", async () => {
    expect((await app.inject('/')).statusCode).toBe(404);
  });
});

describe('the import on start', () => {
  it('logs a warning naming the post and the field for each character XML 1.0 forbids', async () => {
    const oddRoot = await makeTempDir('blog-plugin-xml-');
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
        done();
      },
    });
    await writeTestBlog(path.join(oddRoot, 'blog'), { posts: { pasted: { ...testPosts['first-news'], title: 'Pasted\u000btitle' } } });
    const oddApi = await openSiteApi({ dataDir: path.join(oddRoot, 'data'), blogDir: path.join(oddRoot, 'blog') });
    const odd = fastify({ logger: { level: 'info', stream } });
    try {
      await odd.register(blogPlugin, { api: oddApi, build, blog: createBlog(oddApi, build.siteUrl) });
      await odd.ready();
      expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
        expect.stringMatching(
          /^Blog import: \S*blog\/posts\/pasted\.md: title: contains U\+000B, which XML 1\.0 forbids .*the RSS and Atom feeds leave it out/,
        ),
      ]);
    } finally {
      await odd.close();
      await oddApi.db.close();
      await rm(oddRoot, { recursive: true, force: true });
    }
  });
});

describe('createBlog', () => {
  it("fills a page's Media menu with the blog's categories", async () => {
    const html = await blog.mediaMenu.html('<nav><ul id="media" data-media-menu=""></ul><button aria-controls="media" disabled="">Media</button></nav>');
    expect(html).toContain('<a href="/newspage/2/collections/">Insights</a>');
    expect(html).toContain('<button aria-controls="media">Media</button>');
  });

  it("gives a post's page the post's title, and an unknown post a 404", async () => {
    const page = build.dynamicPages.find((candidate) => candidate.pageId === 'blog-post');
    if (page === undefined) throw new Error('the test build has a post page');
    const known = await blog.resolveHead(page, { id: '1' });
    expect(known.statusCode).toBe(200);
    expect(known.head.title).toBe('First news | Gruppo');
    expect((await blog.resolveHead(page, { id: '999' })).statusCode).toBe(404);
  });
});
