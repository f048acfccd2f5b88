// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { fastify } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SiteBuild } from '../pages/site-build';
import { testSiteUrl } from '../testing/test-site';
import { registerBlogPublishing } from './blog-feed-routes';
import { createBlogImages } from './blog-images';
import type { BlogSnapshot, SnapshotPost } from './blog-snapshot';

const post = (id: number, categoryId: number, date: string): SnapshotPost => ({
  id,
  title: `Post ${id}`,
  date,
  updated: null,
  author: 'Desk',
  image: null,
  categoryId,
  category: categoryId === 1 ? 'News' : 'Insights',
  summary: 'A post.',
  contentHtml: '<p>A post.</p>',
});

/** Two static pages, two categories and seven posts: eleven addresses. */
const snapshot: BlogSnapshot = {
  version: 'blog-3',
  categories: [
    { id: 1, title: 'News' },
    { id: 2, title: 'Insights' },
  ],
  posts: [7, 6, 5, 4, 3, 2, 1].map((id) => post(id, id % 2 === 0 ? 2 : 1, `2024-0${id}-01`)),
};

const build = { siteUrl: testSiteUrl, pages: [], dynamicPages: [], searchPage: undefined } as unknown as SiteBuild;

async function server(limit: number | undefined, reads: { count: number }) {
  const app = fastify();
  await registerBlogPublishing(
    app,
    { ...build, pages: ['/', '/blogs'].map((path) => ({ path, load: async () => ({ body: Buffer.from('') }) })) } as SiteBuild,
    {
      snapshots: async () => {
        reads.count += 1;
        return snapshot;
      },
      images: createBlogImages('/nonexistent-uploads'),
      sitemapUrlLimit: limit,
    },
  );
  await app.ready();
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap at any size', () => {
  it('past the limit of addresses per file, /sitemap.xml is an index of parts that hold every address once', async () => {
    const app = await server(4, { count: 0 });
    const index = await app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index.body);
    expect(parts).toEqual([1, 2, 3].map((part) => `${testSiteUrl}/sitemaps/${part}.xml`));
    // Each part names its latest change: part 3 holds posts 3 to 1 (March to January).
    expect(index.body).toContain(`<loc>${testSiteUrl}/sitemaps/3.xml</loc><lastmod>2024-03-01</lastmod>`);
    const addresses: string[] = [];
    for (const part of parts) {
      const reply = await app.inject(new URL(part ?? '').pathname);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(locs(reply.body).length).toBeLessThanOrEqual(4);
      addresses.push(...(locs(reply.body) as string[]));
    }
    expect(addresses).toHaveLength(11);
    expect(new Set(addresses).size).toBe(11);
    expect(addresses).toContain(`${testSiteUrl}/our/blog/7/single`);
    for (const missing of ['/sitemaps/4.xml', '/sitemaps/0.xml', '/sitemaps/1.xml.gz', '/sitemaps/..%2F1.xml']) {
      expect((await app.inject(missing)).statusCode, missing).toBe(404);
    }
    await app.close();
  });

  it('within the limit, one urlset; made ahead of the first request, and compressed once per blog version', async () => {
    const reads = { count: 0 };
    const app = await server(undefined, reads);
    // The server made it as it started: the snapshot was read before any request.
    await waitUntil(() => reads.count > 0);
    // Right after the start: complete, compressed if its copies are made already, else as it is.
    const first = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    const firstText = first.headers['content-encoding'] === 'br' ? brotliDecompressSync(first.rawPayload).toString() : first.body;
    expect(locs(firstText)).toHaveLength(11);
    const plain = await app.inject('/sitemap.xml');
    expect(plain.body).toBe(firstText);
    expect(plain.body).toContain('<urlset');
    expect(locs(plain.body)).toHaveLength(11);
    expect((await app.inject('/sitemaps/1.xml')).statusCode).toBe(404);
    // Compressed once: every later request gets the same bytes, with the compressed copy's own tag.
    let compressed = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    for (let tries = 0; tries < 100 && compressed.headers['content-encoding'] !== 'br'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      compressed = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    }
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(firstText);
    const again = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(compressed.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(compressed.headers.etag);
    expect(plain.headers.etag).not.toBe(compressed.headers.etag);
    await app.close();
  });

  it('answers from the posts’ addresses and dates alone: it does not wait for the posts’ text to be read', async () => {
    const app = fastify();
    let sitemapReads = 0;
    await registerBlogPublishing(app, build, {
      // The whole blog (every post's text) still being read: at 10,000 posts, seconds on a busy machine.
      snapshots: () => new Promise<BlogSnapshot>(() => undefined),
      sitemapSnapshots: async () => {
        sitemapReads += 1;
        return snapshot;
      },
      images: createBlogImages('/nonexistent-uploads'),
    });
    await app.ready();
    const reply = await app.inject('/sitemap.xml');
    expect(reply.statusCode).toBe(200);
    expect(locs(reply.body)).toContain(`${testSiteUrl}/our/blog/7/single`);
    expect(sitemapReads).toBeGreaterThan(0);
    await app.close();
  });
});

async function waitUntil(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}
