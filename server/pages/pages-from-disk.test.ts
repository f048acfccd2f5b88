// @vitest-environment node
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fastify } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/test-site';
import { weakEtagOf } from './html-document';
import { createPageFiles } from './page-files';
import { pagesPlugin } from './pages-plugin';
import { precompressFolder } from './precompressed-files';
import { loadSiteBuild } from './site-build';

/** Issue 31: pages are read on request, not at start; served exactly as when every page was read at start. */
let distDir: string;
const page = (name: string) => `<!doctype html><title>${name}</title><main>${`<p>${name} text</p>`.repeat(200)}</main>`;

async function writeDist(pages: Record<string, string>): Promise<void> {
  for (const [routePath, body] of Object.entries(pages)) {
    const file = path.join(distDir, 'client', ...routePath.split('/').filter(Boolean), 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }
  await writeFile(path.join(distDir, 'client', '404.html'), page('Not found'));
  await writeFile(path.join(distDir, 'routes.json'), JSON.stringify({ pages: Object.keys(pages), redirects: [] }));
}

async function serve(compress = true) {
  const app = fastify();
  await app.register(pagesPlugin, { build: await loadSiteBuild(distDir, { compress }) });
  await app.ready();
  return app;
}

beforeEach(async () => {
  distDir = await makeTempDir('pages-from-disk-');
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('pages served from disk', () => {
  it('starts without reading the pages: an unreadable page does not stop the start, and is read when asked for', async () => {
    await writeDist({ '/': page('Home'), '/guide': page('Guide') });
    const guide = path.join(distDir, 'client', 'guide', 'index.html');
    // Running as root reads through any mode, so the page is replaced by a folder: any read of it fails.
    await rm(guide);
    await mkdir(guide);
    const app = await serve();
    expect((await app.inject('/')).statusCode).toBe(200);
    // A listed page that cannot be read: the 404 page, and the error is logged (not a crash, not a path in the answer).
    const broken = await app.inject('/guide');
    expect(broken.statusCode).toBe(404);
    expect(broken.body).toContain('Not found text');
    expect(broken.body).not.toContain(distDir);
    // Made right (a build swapped in), the page is read on its next request.
    await rm(guide, { recursive: true });
    await writeFile(guide, page('Guide'));
    const fixed = await app.inject('/guide/');
    expect(fixed.statusCode).toBe(200);
    expect(fixed.body).toBe(page('Guide'));
    await app.close();
  });

  it('sends the stored variants by Accept-Encoding, with the same ETags as before, and answers a matching If-None-Match with 304', async () => {
    await writeDist({ '/': page('Home'), '/about': page('About') });
    await precompressFolder(path.join(distDir, 'client'));
    const app = await serve();
    const identity = await app.inject('/about');
    expect(identity.headers.etag).toBe(weakEtagOf(Buffer.from(page('About'))));
    expect(identity.headers['cache-control']).toBe('no-cache');
    expect(identity.headers.vary).toBe('accept-encoding');
    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(identity.headers.etag?.replace(/"$/, '-br"'));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page('About'));
    const gzip = await app.inject({ url: '/about/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page('About'));
    const revalidated = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(br.headers.etag);
    // Not a page: other methods, other spellings, query strings as the router treats them.
    expect((await app.inject({ method: 'POST', url: '/about' })).statusCode).toBe(404);
    expect((await app.inject('/About')).statusCode).toBe(404);
    expect((await app.inject('/about?x=1')).statusCode).toBe(200);
    expect((await app.inject('/%61bout')).statusCode).toBe(200);
    await app.close();
  });

  it('without stored variants (an older build) compresses a page when it is first read; the development server sends it as it is', async () => {
    await writeDist({ '/': page('Home') });
    const app = await serve(true);
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page('Home'));
    await app.close();
    const development = await serve(false);
    const plain = await development.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page('Home'));
    await development.close();
  });

  it('refuses a page that is a symbolic link (decision 027) and a variant older than its page', async () => {
    await writeDist({ '/': page('Home'), '/linked': page('Linked') });
    await precompressFolder(path.join(distDir, 'client'));
    const linked = path.join(distDir, 'client', 'linked', 'index.html');
    await writeFile(path.join(distDir, 'secret.html'), 'outside the client folder');
    await rm(linked);
    await symlink(path.join(distDir, 'secret.html'), linked);
    // The home page rewritten after its variants were stored: they are from an earlier build.
    const home = path.join(distDir, 'client', 'index.html');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(home, page('New home'));
    const app = await serve(false);
    const refused = await app.inject('/linked');
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('outside the client folder');
    const fresh = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(fresh.headers['content-encoding']).toBeUndefined();
    expect(fresh.body).toBe(page('New home'));
    await app.close();
  });

  it('keeps at most the bytes it is given: the least recently used page is read again', async () => {
    await writeDist({ '/a': page('A'), '/b': page('B') });
    const files = createPageFiles(distDir, { compress: false, cacheBytes: Buffer.byteLength(page('A')) + 10 });
    const fileOf = (name: string) => path.join(distDir, 'client', name, 'index.html');
    const first = await files.load(fileOf('a'));
    expect(await files.load(fileOf('a'))).toBe(first);
    await files.load(fileOf('b'));
    // /a was dropped to make room for /b: a change on disk shows on its next read.
    await writeFile(fileOf('a'), page('A2'));
    expect((await files.load(fileOf('a'))).body.toString()).toBe(page('A2'));
  });
});
