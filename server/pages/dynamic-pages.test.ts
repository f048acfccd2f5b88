// @vitest-environment node
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { dynamicPageHeads, makeTempDir, testSiteUrl, writeTestBlog, writeTestDist } from '../testing/test-site';

let rootDir: string;
let app: FastifyInstance;
let pagesOnly: FastifyInstance;

beforeAll(async () => {
  rootDir = await makeTempDir('dynamic-pages-');
  await writeTestDist(path.join(rootDir, 'dist'));
  await writeTestBlog(path.join(rootDir, 'blog'));
  app = await buildServer({ distDir: path.join(rootDir, 'dist'), api: { dataDir: path.join(rootDir, 'data'), blogDir: path.join(rootDir, 'blog') } });
  pagesOnly = await buildServer({ distDir: path.join(rootDir, 'dist') });
});

afterAll(async () => {
  await app?.close();
  await pagesOnly?.close();
  await rm(rootDir, { recursive: true, force: true });
});

/** Every head tag the build writes, by what it says, read back from served HTML. */
function headOf(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)">/g),
    canonicals: all(/<link rel="canonical" href="([^"]*)">/g),
    ogTitles: all(/<meta property="og:title" content="([^"]*)">/g),
    ogDescriptions: all(/<meta property="og:description" content="([^"]*)">/g),
    ogUrls: all(/<meta property="og:url" content="([^"]*)">/g),
    ogImages: all(/<meta property="og:image" content="([^"]*)">/g),
  };
}

describe('a blog post page', () => {
  it('carries the post title, the start of its text and its image, HTML-escaped, once each', async () => {
    const response = await app.inject('/our/blog/2/single');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<main>blog-post shell: loading</main>');
    const head = headOf(response.body);
    expect(head.titles).toEqual(['ISO 27001 &amp; you: "a &lt;guide>" | Gruppo']);
    expect(head.ogTitles).toEqual(['ISO 27001 &amp; you: &quot;a &lt;guide>&quot; | Gruppo']);
    const description = head.descriptions[0] ?? '';
    expect(head.descriptions).toHaveLength(1);
    expect(description.startsWith('Heading The standard says this &amp; that. Long text about controls')).toBe(true);
    expect(description).not.toContain('<');
    expect(head.ogDescriptions).toEqual([description]);
    expect(head.canonicals).toEqual([`${testSiteUrl}/our/blog/2/single`]);
    expect(head.ogUrls).toEqual([`${testSiteUrl}/our/blog/2/single`]);
    expect(head.ogImages).toEqual([`${testSiteUrl}/uploads/iso.webp`]);
    expect(response.body).not.toContain(dynamicPageHeads['blog-post'].title);
  });

  it('keeps the site default image for a post without one', async () => {
    const head = headOf((await app.inject('/our/blog/3/single')).body);
    expect(head.titles).toEqual(['Second news | Gruppo']);
    expect(head.ogImages).toEqual([`${testSiteUrl}/img/og-default.png`]);
  });

  it('answers with and without a trailing slash, and to HEAD', async () => {
    expect((await app.inject('/our/blog/3/single/')).statusCode).toBe(200);
    const head = await app.inject({ method: 'HEAD', url: '/our/blog/3/single' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('honours If-None-Match', async () => {
    const first = await app.inject('/our/blog/3/single');
    const again = await app.inject({ url: '/our/blog/3/single', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const other = await app.inject('/our/blog/2/single');
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it.each(['/our/blog/999/single', '/our/blog/abc/single', '/our/blog/0/single', '/our/blog/%3Cscript%3E/single'])(
    'answers %s with the shell and status 404, keeping the page head, without a canonical URL',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<main>blog-post shell: loading</main>');
      const head = headOf(response.body);
      expect(head.titles).toEqual(['Blog post | Gruppo']);
      expect(head.canonicals).toEqual([]);
      expect(response.body).not.toContain('<script>');
    },
  );
});

describe('a blog category page', () => {
  it('carries the category title and its canonical address, with the trailing slash of the spec', async () => {
    const response = await app.inject('/newspage/2/collections/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>blog-category shell: loading</main>');
    const head = headOf(response.body);
    expect(head.titles).toEqual(['Insights | Gruppo']);
    expect(head.descriptions).toEqual([dynamicPageHeads['blog-category'].description]);
    expect(head.canonicals).toEqual([`${testSiteUrl}/newspage/2/collections/`]);
    expect(head.ogUrls).toEqual([`${testSiteUrl}/newspage/2/collections/`]);
    expect(head.ogImages).toEqual([`${testSiteUrl}/img/og-default.png`]);
    expect((await app.inject('/newspage/2/collections')).statusCode).toBe(200);
  });

  it('answers an unknown category with the shell and 404', async () => {
    const response = await app.inject('/newspage/99/collections/');
    expect(response.statusCode).toBe(404);
    expect(headOf(response.body).titles).toEqual(['Blog category | Gruppo']);
  });

  it('is not confused with other addresses', async () => {
    expect((await app.inject('/newspage/2')).statusCode).toBe(404);
    expect((await app.inject('/newspage/2/collections/extra')).body).toContain('page not found');
  });
});

describe('without the API', () => {
  it('serves the shell with the page head for any value', async () => {
    const response = await pagesOnly.inject('/our/blog/2/single');
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body).titles).toEqual(['Blog post | Gruppo']);
    expect((await pagesOnly.inject('/api/blogs')).statusCode).toBe(404);
    expect((await pagesOnly.inject('/api/blogs')).headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('the shells themselves', () => {
  it('are not served as files', async () => {
    expect((await app.inject('/shells/blog-post.html')).statusCode).toBe(404);
    expect((await app.inject('/our/blog/:id/single')).statusCode).toBe(404);
  });
});
