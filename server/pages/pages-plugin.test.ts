// @vitest-environment node

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type FastifyInstance, fastify } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutesFileInput } from '../../schemas/routes-file';
import { pagesPlugin } from './pages-plugin';
import { precompressFolder } from './precompressed-files';
import { loadSiteBuild } from './site-build';

const secret = 'TOP-SECRET-OUTSIDE-THE-STATIC-ROOT';

/** A build in miniature: the files and shapes the real build writes, with bodies tests can recognise. */
const files = {
  'client/index.html': `<!doctype html><title>Home</title><main>home page</main>${'<p>welcome</p>'.repeat(100)}`,
  'client/about/index.html': '<!doctype html><title>About</title><main>about page</main>',
  'client/advisory/about/index.html': '<!doctype html><title>Advisory</title><main>advisory about page</main>',
  'client/404.html': `<!doctype html><title>Not found</title><main>page not found</main>${'<p>sorry</p>'.repeat(100)}`,
  'client/assets/app-abc123.js': `export const greeting = "hello";\n${'console.log(greeting);\n'.repeat(100)}`,
  'client/img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`,
  'client/robots.txt': 'User-agent: *\nAllow: /\n',
  'client/sitemap.xml': '<?xml version="1.0"?><urlset></urlset>',
  'client/site.webmanifest': '{"name":"Site"}',
  'client/google1234.html': 'google-site-verification: google1234.html',
  'client/.vite/manifest.json': '{"src/main.tsx":{"file":"assets/app-abc123.js"}}',
  'client/.well-known/secret.txt': 'a dotfile folder',
  'secret.txt': secret,
  'routes.json': JSON.stringify({
    pages: ['/', '/about', '/advisory/about'],
    redirects: [{ from: '/banking-and-financial-services', to: '/banking-financial-services', status: 301 }],
  } satisfies RoutesFileInput),
  'build-info.json': JSON.stringify({ fingerprint: 'abc123', builtAt: '2026-01-01T00:00:00.000Z' }),
};

/** Binary files: media that must not be compressed again, big enough to pass the threshold. */
const webp = Buffer.alloc(4096, 0x52);
const mp4 = Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 256));

let distDir: string;
let app: FastifyInstance;
let origin: string;
let port: number;

async function writeDistFile(relativePath: string, body: string | Buffer): Promise<void> {
  const file = path.join(distDir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'site-dist-'));
  for (const [relativePath, body] of Object.entries(files)) await writeDistFile(relativePath, body);
  await writeDistFile('client/img/x.webp', webp);
  await writeDistFile('client/img/_v/0123456789abcdef-640.webp', webp);
  await writeDistFile('client/video/clip.mp4', mp4);
  await writeDistFile('client/video/clip.webm', mp4);
  await writeDistFile('client/favicon.ico', Buffer.alloc(64, 1));
  // As the build does last: .br and .gz beside each compressible file.
  await precompressFolder(path.join(distDir, 'client'));

  // The plugin alone, on a bare Fastify: what it answers does not depend on the other plugins.
  app = fastify();
  await app.register(pagesPlugin, { build: await loadSiteBuild(distDir, { compress: true }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Cast: a TCP listener's address is always an AddressInfo.
  port = (app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

function get(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${origin}${pathname}`, { redirect: 'manual', ...init });
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** fetch normalises `..` and `%2e%2e` away before sending; an attacker's client does not, so neither does this. */
function rawRequest(pathname: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('pages', () => {
  it.each([
    ['/', 'home page'],
    ['/about', 'about page'],
    ['/about/', 'about page'],
    ['/advisory/about', 'advisory about page'],
    ['/advisory/about/', 'advisory about page'],
  ])('serves %s', async (pathname, text) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(text);
  });

  it('serves the exact prerendered file', async () => {
    expect(await (await get('/about')).text()).toBe(files['client/about/index.html']);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const headResponse = await get('/about', { method: 'HEAD' });
    expect(headResponse.status).toBe(200);
    expect(headResponse.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headResponse.headers.get('content-length')).toBe(String(Buffer.byteLength(files['client/about/index.html'])));
    expect(await headResponse.text()).toBe('');
  });

  it('answers a revalidation with 304 while the page is unchanged', async () => {
    const first = await get('/about');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await get('/about', { headers: { 'if-none-match': etag ?? '' } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    const other = await get('/about', { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('does not serve a page under its file name, so each page has one address', async () => {
    expect((await get('/about/index.html')).status).toBe(404);
    expect((await get('/404.html')).status).toBe(404);
  });
});

describe('redirects', () => {
  it.each(['/banking-and-financial-services', '/banking-and-financial-services/'])('redirects %s', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/banking-financial-services');
  });

  it('keeps the query string', async () => {
    const response = await get('/banking-and-financial-services?utm_source=mail&x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/banking-financial-services?utm_source=mail&x=1');
  });
});

describe('not found', () => {
  it.each(['/nope', '/advisory', '/about/nope', '/img/'])('answers %s with the 404 page', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(files['client/404.html']);
  });

  it('answers a missing file under /assets/ with a short 404, not the whole page', async () => {
    const response = await get('/assets/app-old999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('404 Not Found');
  });

  it.each(['/.vite/manifest.json', '/.well-known/secret.txt', '/%2evite/manifest.json', '/assets/../.vite/manifest.json'])(
    'never serves a file whose name starts with a dot: %s',
    async (pathname) => {
      const response = await rawRequest(pathname);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('src/main.tsx');
    },
  );

  it.each(['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.br'])(
    'does not give the stored variant %s an address of its own',
    async (pathname) => {
      expect((await rawRequest(pathname)).status).toBe(404);
    },
  );

  it('answers HEAD on an unknown path with 404', async () => {
    const response = await get('/nope', { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE'])('answers %s on an unknown path with 404', async (method) => {
    expect((await get('/nope', { method })).status).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/assets/../../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/img/..%5c..%5csecret.txt',
    '/../routes.json',
  ])('never serves a file outside the static root for %s', async (pathname) => {
    const response = await rawRequest(pathname);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain(secret);
    expect(response.body.toString()).not.toContain('"pages"');
  });
});

describe('static files', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(files['client/assets/app-abc123.js']);
  });

  it('serves image variants, named after their content, with the same immutable cache', async () => {
    const response = await get('/img/_v/0123456789abcdef-640.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files for an hour', async () => {
    for (const pathname of ['/img/x.webp', '/robots.txt', '/favicon.ico']) {
      expect((await get(pathname)).headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });

  it('still serves a public HTML file such as a site-verification file', async () => {
    const response = await get('/google1234.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/assets/app-abc123.js', /^(application|text)\/javascript; charset=utf-8$/],
    ['/img/logo.svg', /^image\/svg\+xml/],
    ['/img/x.webp', /^image\/webp$/],
    ['/video/clip.mp4', /^video\/mp4$/],
    ['/video/clip.webm', /^video\/webm$/],
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ['/sitemap.xml', /^(application|text)\/xml/],
    ['/robots.txt', /^text\/plain; charset=utf-8$/],
    ['/site.webmanifest', /^application\/manifest\+json/],
  ])('serves %s as %s', async (pathname, type) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
  });

  it('answers a Range request on a video with the requested bytes', async () => {
    const response = await get('/video/clip.mp4', { headers: { range: 'bytes=100-199', 'accept-encoding': 'br' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(mp4.subarray(100, 200));
  });
});

describe('compression', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a page as %s when the client accepts it', async (encoding, decompress) => {
    const response = await rawRequest('/', { 'accept-encoding': encoding });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(files['client/index.html']));
    expect(decompress(response.body).toString()).toBe(files['client/index.html']);
  });

  it('prefers brotli when both are accepted', async () => {
    const response = await rawRequest('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(files['client/assets/app-abc123.js']);
  });

  it('compresses a streamed asset and the 404 page', async () => {
    const asset = await rawRequest('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.body).toString()).toBe(files['client/assets/app-abc123.js']);

    const notFound = await rawRequest('/nope', { 'accept-encoding': 'br' });
    expect(notFound.status).toBe(404);
    expect(brotliDecompressSync(notFound.body).toString()).toBe(files['client/404.html']);
  });

  it('compresses SVG', async () => {
    const response = await rawRequest('/img/logo.svg', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends every SVG with a policy that runs no script and loads nothing, and nosniff, compressed or not (decision 028)', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await rawRequest('/img/logo.svg', { 'accept-encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await rawRequest('/img/x.webp')).headers['content-security-policy']).toBeUndefined();
  });

  it('sends identity to a client that accepts no compression', async () => {
    const response = await rawRequest('/');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(files['client/index.html']);
  });

  it('leaves a page below the threshold alone', async () => {
    const response = await rawRequest('/about', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(files['client/about/index.html']);
  });

  it.each(['/img/x.webp', '/video/clip.mp4'])('does not compress %s again', async (pathname) => {
    const response = await rawRequest(pathname, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends the bytes the build stored, not a fresh compression', async () => {
    const stored = await readFile(path.join(distDir, 'client/assets/app-abc123.js.br'));
    const asset = await rawRequest('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(asset.body).toEqual(stored);
    expect(asset.headers['content-length']).toBe(String(stored.length));
    const page = await rawRequest('/', { 'accept-encoding': 'br, gzip' });
    expect(page.body).toEqual(await readFile(path.join(distDir, 'client/index.html.br')));
  });

  it.each([
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0.5, identity', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ])('follows the q-values of Accept-Encoding on a page: %s', async (acceptEncoding, expected) => {
    expect((await rawRequest('/', { 'accept-encoding': acceptEncoding })).headers['content-encoding']).toBe(expected);
  });

  // @fastify/static negotiates files itself: it takes "*" as gzip, and does not weigh identity.
  it.each([
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ])('follows the q-values of Accept-Encoding on a file: %s', async (acceptEncoding, expected) => {
    const response = await rawRequest('/assets/app-abc123.js', { 'accept-encoding': acceptEncoding });
    expect(response.headers['content-encoding']).toBe(expected);
  });

  it.each(['/', '/nope', '/assets/app-abc123.js', '/about'])('says Vary: Accept-Encoding on %s, compressed or not', async (pathname) => {
    for (const acceptEncoding of ['br', '']) {
      expect((await rawRequest(pathname, { 'accept-encoding': acceptEncoding })).headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('gives each variant of a page its own ETag, and revalidates each', async () => {
    const tags = new Set<string>();
    for (const acceptEncoding of ['br', 'gzip', '']) {
      const first = await rawRequest('/', { 'accept-encoding': acceptEncoding });
      const etag = String(first.headers.etag);
      tags.add(etag);
      expect((await rawRequest('/', { 'accept-encoding': acceptEncoding, 'if-none-match': etag })).status).toBe(304);
    }
    expect(tags.size).toBe(3);
    const assetTags = new Set<string>();
    for (const acceptEncoding of ['br', 'gzip', '']) {
      assetTags.add(String((await rawRequest('/assets/app-abc123.js', { 'accept-encoding': acceptEncoding })).headers.etag));
    }
    expect(assetTags.size).toBe(3);
  });

  it('reports the compressed encoding on HEAD as on GET', async () => {
    const response = await rawRequest('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBe(0);
  });
});

describe('beside other plugins', () => {
  let shared: FastifyInstance;

  beforeAll(async () => {
    const build = await loadSiteBuild(distDir, { compress: false });
    shared = fastify();
    // Another plugin, registered first, answers one of the build's pages.
    await shared.register(async (scope) => {
      for (const url of ['/about', '/about/']) scope.get(url, async () => 'answered by another plugin');
    });
    await shared.register(pagesPlugin, {
      build,
      pageDocument: async (key, built) => ({ ...built, body: Buffer.from(`${built.body.toString('utf8')}<!-- finished ${key} -->`), variants: {} }),
    });
  });

  afterAll(async () => {
    await shared?.close();
  });

  it('leaves a page whose address another plugin answers to that plugin', async () => {
    expect((await shared.inject('/about')).body).toBe('answered by another plugin');
    expect((await shared.inject('/about/')).body).toBe('answered by another plugin');
    expect((await shared.inject('/advisory/about')).body).toContain('advisory about page');
  });

  it('serves every page and the 404 page as pageDocument finishes them', async () => {
    expect((await shared.inject('/')).body).toContain('<!-- finished / -->');
    const notFound = await shared.inject('/nope');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toContain('<!-- finished (not found) -->');
  });
});
