// @vitest-environment node
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speculationRulesPath } from '../src/common/speculation-rules';
import { buildServer } from './app';
import { makeTempDir, writeFiles, writeTestBlog, writeTestDist } from './testing/test-site';

// How app.ts puts the plugins together: what only holds when they are registered in the right order,
// such as security headers on what every plugin answers. Each plugin's own behaviour is tested
// beside it (server/<concern>/<concern>-plugin.test.ts).

let rootDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  rootDir = await makeTempDir('app-');
  const distDir = path.join(rootDir, 'dist');
  await writeTestDist(distDir);
  await writeFiles(distDir, {
    'client/assets/app-abc123.js': 'export const x = 1;\n',
    'client/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  });
  const routes = JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')) as Record<string, unknown>;
  routes.redirects = [{ from: '/old-blog', to: '/blogs', status: 301 }];
  await writeFile(path.join(distDir, 'routes.json'), JSON.stringify(routes));
  await writeTestBlog(path.join(rootDir, 'blog'));
  app = await buildServer({ distDir, api: { dataDir: path.join(rootDir, 'data'), blogDir: path.join(rootDir, 'blog') } });
});

afterAll(async () => {
  await app?.close();
  await rm(rootDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    ['a page (pages)', 'GET', '/', 200],
    ['an asset (pages)', 'GET', '/assets/app-abc123.js', 200],
    ['a 404 (pages)', 'GET', '/nope', 404],
    ['a redirect (pages)', 'GET', '/old-blog', 301],
    ['a post page (blog and pages)', 'GET', '/our/blog/1/single', 200],
    ['a feed (blog)', 'GET', '/feed.xml', 200],
    ['a blog image (blog)', 'GET', '/uploads/iso.webp', 200],
    ['an API read (blog)', 'GET', '/api/blogs', 200],
    ['an API error (contact)', 'POST', '/api/contact', 415],
    ['an unknown API address (api)', 'GET', '/api/nothing-here', 404],
    ['the health check (operations)', 'GET', '/healthz', 200],
  ])('are on %s', async (_label, method, url, status) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { 'content-type': 'text/plain' },
      payload: method === 'POST' ? 'x' : undefined,
    });
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy'] ?? '');
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.google.com', 'https://maps.google.com']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on the answer to an address that is not valid percent-encoding, which no hook sees', async () => {
    const response = await app.inject('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("are an SVG's own on an SVG file: no script, nothing loaded, inline styles only (decision 028)", async () => {
    const response = await app.inject('/img/logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the Speculation-Rules header', () => {
  it.each(['/', '/our/blog/1/single', '/newspage/1/collections', '/nope'])('is on the HTML of %s, whichever plugin answers', async (url) => {
    const response = await app.inject(url);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['speculation-rules']).toBe(`"${speculationRulesPath}"`);
  });

  it('is not on JSON', async () => {
    expect((await app.inject('/api/blogs')).headers['speculation-rules']).toBeUndefined();
  });
});

describe('the 404 page', () => {
  it('answers every unknown address outside /api, beside the blog routes', async () => {
    for (const url of ['/nope', '/our/blog', '/newspage/1/feed', '/uploads/missing.webp']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('page not found');
    }
  });
});

describe('wrong methods on the API', () => {
  // The API plugin records the routes the blog and contact plugins register after it.
  it.each([
    ['DELETE', '/api/blogs', 'GET, HEAD'],
    ['POST', '/api/blogs/1', 'GET, HEAD'],
    ['PUT', '/api/categories/1', 'GET, HEAD'],
    ['GET', '/api/contact', 'POST'],
  ])('answer %s %s with 405, Allow and the API error shape', async (method, url, allow) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(allow) });
  });

  it('still answers an address that is no endpoint with 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });
});
