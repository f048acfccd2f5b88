// @vitest-environment node

import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  blogPostNotFoundSchema,
  blogPostResponseSchema,
  blogPostsResponseSchema,
  categoriesResponseSchema,
  categoryResponseSchema,
  relatedPostsResponseSchema,
} from '../../src/common/blog-api-contract';
import { buildServer } from '../app';
import { fakeWebp, makeTempDir, writeFiles, writeTestBlog, writeTestDist } from '../testing/test-site';

let rootDir: string;
let app: FastifyInstance;
let origin: string;
let port: number;

beforeAll(async () => {
  rootDir = await makeTempDir('blog-api-');
  await writeTestDist(path.join(rootDir, 'dist'));
  await writeTestBlog(path.join(rootDir, 'blog'));
  await writeFiles(rootDir, { 'blog/images/notes.txt': 'not an image', 'blog/secret.webp': 'SECRET-OUTSIDE-IMAGES' });
  app = await buildServer({ distDir: path.join(rootDir, 'dist'), api: { dataDir: path.join(rootDir, 'data'), blogDir: path.join(rootDir, 'blog') } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Cast: a TCP listener's address is always an AddressInfo.
  port = (app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await app?.close();
  await rm(rootDir, { recursive: true, force: true });
});

function get(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${origin}${pathname}`, init);
}

async function getJson(pathname: string): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await get(pathname);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return { status: response.status, body: await response.json(), response };
}

/** fetch normalises `..` away; an attacker's client does not. */
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

// Ids follow the posts' dates: first-news 1, iso-insight 2, second-news 3, soc-insight 4, aml-insight 5.
describe('GET /api/categories', () => {
  it('lists the categories in the spec shape', async () => {
    const { status, body } = await getJson('/api/categories');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 200,
      records: [
        { id: 1, title: 'News' },
        { id: 2, title: 'Insights' },
        { id: 7, title: 'Events' },
      ],
    });
  });

  it('gives one category, and a 404 with empty records for an unknown one', async () => {
    expect(await getJson('/api/categories/2')).toMatchObject({ status: 200, body: { records: [{ id: 2, title: 'Insights' }] } });
    const unknown = await getJson('/api/categories/99');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, records: [], message: 'No category has the id 99.' });
  });
});

describe('GET /api/blogs', () => {
  it('lists every post, newest first, without catId (or with an empty one)', async () => {
    const { status, body } = await getJson('/api/blogs');
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: 5, title: 'AML basics', date: '2024-05-20', image: null },
      { id: 4, title: 'SOC basics', date: '2024-04-01', image: null },
      { id: 3, title: 'Second news', date: '2024-03-01', image: null },
      { id: 2, title: 'ISO 27001 & you: "a <guide>"', date: '2024-02-15', image: 'iso.webp' },
      { id: 1, title: 'First news', date: '2024-01-10', image: 'news.webp' },
    ]);
    expect((await getJson('/api/blogs?catId=')).body).toEqual(body);
  });

  it('lists the posts of one category', async () => {
    expect((await getJson('/api/blogs?catId=1')).body).toEqual([
      { id: 3, title: 'Second news', date: '2024-03-01', image: null },
      { id: 1, title: 'First news', date: '2024-01-10', image: 'news.webp' },
    ]);
    expect(await getJson('/api/blogs?catId=7')).toMatchObject({ status: 200, body: [] });
    expect(await getJson('/api/blogs?catId=99')).toMatchObject({ status: 200, body: [] });
  });
});

describe('GET /api/blogs/:id', () => {
  it('gives the post with its HTML content and category title', async () => {
    const { status, body } = await getJson('/api/blogs/2');
    expect(status).toBe(200);
    expect(body).toEqual({
      records: [
        {
          id: 2,
          title: 'ISO 27001 & you: "a <guide>"',
          date: '2024-02-15',
          author: 'Advisory',
          image: 'iso.webp',
          content: expect.stringContaining('<h1>Heading</h1>'),
          category: 'Insights',
        },
      ],
    });
  });

  it('answers an unknown id with 404, empty records and a message', async () => {
    const { status, body } = await getJson('/api/blogs/999');
    expect(status).toBe(404);
    expect(body).toEqual({ records: [], message: 'This blog post does not exist or was removed.' });
  });

  it('lists related posts of the same category, never the post itself', async () => {
    expect((await getJson('/api/blogs/4/related')).body).toEqual([
      { id: 5, title: 'AML basics' },
      { id: 2, title: 'ISO 27001 & you: "a <guide>"' },
    ]);
    expect((await getJson('/api/blogs/1/related')).body).toEqual([{ id: 3, title: 'Second news' }]);
    expect(await getJson('/api/blogs/999/related')).toMatchObject({ status: 404, body: [] });
  });
});

describe('the contract (src/common/blog-api-contract.ts)', () => {
  // The schemas the browser's fetchers parse every answer with: an answer they refuse is an error state on the page.
  it.each([
    ['/api/categories', categoriesResponseSchema],
    ['/api/categories/2', categoryResponseSchema],
    ['/api/blogs', blogPostsResponseSchema],
    ['/api/blogs?catId=1', blogPostsResponseSchema],
    ['/api/blogs/2', blogPostResponseSchema],
    ['/api/blogs/3', blogPostResponseSchema],
    ['/api/blogs/999', blogPostResponseSchema],
    ['/api/blogs/999', blogPostNotFoundSchema],
    ['/api/blogs/4/related', relatedPostsResponseSchema],
  ] as const)('%s answers what the browser accepts', async (address, schema) => {
    const result = z.safeParse(schema, (await getJson(address)).body);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('reads as the browser sees it: string ids, no image for a post without one', async () => {
    const posts = z.parse(blogPostsResponseSchema, (await getJson('/api/blogs?catId=1')).body);
    expect(posts).toEqual([
      { id: '3', title: 'Second news', date: '2024-03-01', image: undefined },
      { id: '1', title: 'First news', date: '2024-01-10', image: 'news.webp' },
    ]);
    const { records } = z.parse(blogPostResponseSchema, (await getJson('/api/blogs/2')).body);
    expect(records[0]).toMatchObject({ id: '2', author: 'Advisory', image: 'iso.webp', category: 'Insights' });
  });
});

describe('bad ids', () => {
  it.each([
    ['/api/blogs/abc', 'id', '"abc"'],
    ['/api/blogs/0', 'id', '"0"'],
    ['/api/blogs/-1', 'id', '"-1"'],
    ['/api/blogs/1.5', 'id', '"1.5"'],
    ['/api/blogs/01', 'id', '"01"'],
    ['/api/blogs/99999999999999999', 'id', '"99999999999999999"'],
    ['/api/blogs/%20/related', 'id', '" "'],
    ['/api/categories/x', 'catId', '"x"'],
    ['/api/blogs?catId=news', 'catId', '"news"'],
    ['/api/blogs?catId=1&catId=2', 'catId', 'more than one value'],
  ])('%s answers 400 naming %s', async (pathname, name, found) => {
    const { status, body } = await getJson(pathname);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: `${name} must be a positive whole number such as 1 or 42, found ${found}` });
  });
});

describe('caching', () => {
  it.each(['/api/categories', '/api/categories/1', '/api/blogs', '/api/blogs?catId=2', '/api/blogs/2', '/api/blogs/2/related'])(
    '%s carries an ETag and Cache-Control, and answers If-None-Match with 304',
    async (pathname) => {
      const first = await get(pathname);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60');
      const again = await get(pathname, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await get(pathname, { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
    },
  );

  it('gives different lists different ETags', async () => {
    const all = (await get('/api/blogs')).headers.get('etag');
    const news = (await get('/api/blogs?catId=1')).headers.get('etag');
    expect(all).not.toBe(news);
  });

  it('does not let a 404 be cached as if it were final', async () => {
    const response = await get('/api/blogs/999');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('unknown API addresses', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/blogs/1/comments'],
    ['GET', '/api'],
    ['GET', '/api/'],
  ])('%s %s answers a JSON 404, not the HTML page', async (method, pathname) => {
    const response = await get(pathname, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ success: false, message: `There is no API endpoint ${method} ${pathname}.` });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves other unknown addresses to the HTML 404 page', async () => {
    const response = await get('/apiary');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe('GET /uploads/', () => {
  it('serves a blog image with its content type and a long cache', async () => {
    const response = await get('/uploads/iso.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(fakeWebp);
  });

  it.each(['/uploads/', '/uploads', '/uploads/missing.webp', '/uploads/notes.txt', '/uploads/.keep'])('answers %s with the 404 page', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('page not found');
  });

  it.each([
    '/uploads/../secret.webp',
    '/uploads/%2e%2e/secret.webp',
    '/uploads/..%2fsecret.webp',
    '/uploads/..%5csecret.webp',
    '/uploads/%2e%2e%2f%2e%2e%2froutes.json',
  ])('never serves a file outside the images folder for %s', async (pathname) => {
    const response = await rawGet(pathname);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('SECRET-OUTSIDE-IMAGES');
  });
});
