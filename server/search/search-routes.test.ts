// @vitest-environment node
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type RoutesFileInput, recordPageHead } from '../../schemas/routes-file';
import type { SearchPagesFile } from '../../schemas/search-pages-file';
import { renderHeadTags } from '../../src/common/page-head';
import { buildServer } from '../app';
import { importBlog } from '../blog/blog-import';
import type { DatabaseTarget } from '../database/open-database';
import { openSiteDatabase } from '../database/open-database';
import { testDialects, useTestTarget } from '../testing/test-databases';
import { defaultHead, dynamicPageHeads, makeTempDir, testSiteUrl, writeFiles, writeTestBlog, writeTestDist } from '../testing/test-site';

/** The search page as the build writes it (search-results-section.tsx's markers). */
const searchPageHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    ${renderHeadTags({ ...defaultHead('Search | Gruppo', 'Search the site.'), canonical: `${testSiteUrl}/search`, noindex: true })}
  </head>
  <body>
    <main><h1>Search</h1><form action="/search" role="search"><label for="f">Search the site</label><input id="f" type="search" name="q" maxLength="100" data-search-query="" value=""/><button>Search</button></form><div data-search-results=""></div><aside data-search-suggestions="" aria-labelledby="s"><h2 id="s">Suggestions</h2><ul><li>Check the spelling.</li></ul></aside></main>
  </body>
</html>
`;

/** Twelve pages about audits, for a second page of results, and one page named by its title. */
const searchPages: SearchPagesFile = {
  pages: [
    { path: '/system-audit', title: 'System audit', headings: 'Independent assurance', body: 'We audit information systems for banks & <insurers>.' },
    ...Array.from({ length: 11 }, (_, index) => ({
      path: `/service-${index + 1}`,
      title: `Service ${index + 1}`,
      headings: 'What we do',
      body: `Service number ${index + 1} includes an audit of the controls.`,
    })),
  ],
};

async function writeSearchDist(distDir: string): Promise<void> {
  await writeTestDist(distDir);
  await writeFiles(distDir, {
    'client/search/index.html': searchPageHtml,
    'search-pages.json': JSON.stringify(searchPages),
    'routes.json': JSON.stringify({
      pages: ['/', '/blogs', '/search'],
      redirects: [],
      siteUrl: testSiteUrl,
      searchPage: '/search',
      dynamicPages: [
        { path: '/newspage/:catId/collections/', pageId: 'blog-category', head: recordPageHead(dynamicPageHeads['blog-category']) },
        { path: '/our/blog/:id/single', pageId: 'blog-post', head: recordPageHead(dynamicPageHeads['blog-post']) },
      ],
    } satisfies RoutesFileInput),
  });
}

describe.each(testDialects)('GET /search on $dialect', ({ dialect, skip }) => {
  const target = useTestTarget(dialect);
  let rootDir: string | undefined;
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
    if (rootDir) await rm(rootDir, { recursive: true, force: true });
  });

  async function start(searchRateLimit = 1000): Promise<{ app: FastifyInstance; blogDir: string; database: DatabaseTarget }> {
    rootDir = await makeTempDir('search-routes-');
    const blogDir = path.join(rootDir, 'blog');
    await writeSearchDist(path.join(rootDir, 'dist'));
    await writeTestBlog(blogDir);
    const database = target();
    const location = database.dialect === 'sqlite' ? { dataDir: database.dataDir } : { dataDir: path.join(rootDir, 'unused'), databaseUrl: database.url };
    app = await buildServer({ distDir: path.join(rootDir, 'dist'), api: { ...location, blogDir, searchRateLimit } });
    return { app, blogDir, database };
  }

  it.skipIf(skip)('renders the results in the page: title, kind, snippet with <mark>, the query kept in the field, noindex', async () => {
    const { app } = await start();
    const response = await app.inject({ url: '/search?q=audits' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<title>audits: search | Gruppo</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('name="q" maxLength="100" data-search-query="" value="audits"');
    expect(html).toContain('12 results for “audits” · Page 1 of 2');
    // The page named by the query comes first; its text escaped, the match marked.
    const first = html.indexOf('<li class="search-result">');
    expect(html.slice(first, html.indexOf('</li>', first))).toContain('<a href="/system-audit">System audit</a>');
    expect(html).toContain('We <mark>audit</mark> information systems for banks &amp; &lt;insurers&gt;.');
    expect(html).toContain('<span class="search-result__kind">Page</span>');
    expect(html).not.toContain('data-search-suggestions');
    expect(html).toContain('<a href="/search?q=audits&amp;page=2">Next</a>');
  });

  it.skipIf(skip)('sends the same page gzipped (fixed parts compressed once) or with brotli, as the client takes it', async () => {
    const { app } = await start();
    const plain = await app.inject({ url: '/search?q=audit' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await app.inject({ url: '/search?q=audit', headers: { 'accept-encoding': 'br, gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    const empty = await app.inject({ url: '/search?q=zzqqxx', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(empty.rawPayload).toString('utf8')).toContain('<aside data-search-suggestions=""');
    const brotli = await app.inject({ url: '/search?q=audit', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it.skipIf(skip)('pages through the results with real links, and clamps a page past the last', async () => {
    const { app } = await start();
    const second = await app.inject({ url: '/search?q=audit&page=2' });
    expect(second.body).toContain('12 results for “audit” · Page 2 of 2');
    expect(second.body).toContain('<ol class="search-results" aria-label="Search results" start="11">');
    expect(second.body.match(/<li class="search-result">/g)).toHaveLength(2);
    expect(second.body).toContain('<a href="/search?q=audit">Previous</a>');
    expect(second.body).toContain('<li><a aria-disabled="true">Next</a></li>');
    expect((await app.inject({ url: '/search?q=audit&page=99' })).body).toContain('Page 2 of 2');
    expect((await app.inject({ url: '/search?q=audit&page=abc' })).body).toContain('Page 1 of 2');
  });

  it.skipIf(skip)('finds posts with their date and category pages, and shows the empty state with suggestions', async () => {
    const { app } = await start();
    const posts = await app.inject({ url: '/search?q=basics' });
    expect(posts.body).toContain('<span class="search-result__kind">Post</span> · Posted <time datetime="2024-05-20">2024-05-20</time>');
    expect(posts.body).toContain('<a href="/our/blog/');
    expect((await app.inject({ url: '/search?q=insights' })).body).toContain('<span class="search-result__kind">Category</span>');
    const none = await app.inject({ url: '/search?q=zzqqxx' });
    expect(none.body).toContain('No results for “zzqqxx”.');
    expect(none.body).toContain('<aside data-search-suggestions=""');
    const empty = await app.inject({ url: '/search' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Type a word or two above');
    expect(empty.body).toContain('<title>Search | Gruppo</title>');
  });

  it.skipIf(skip)('offers the nearest words of the site for a misspelt query', async () => {
    const { app } = await start();
    const html = (await app.inject({ url: '/search?q=auditt' })).body;
    expect(html).toContain('No results for “auditt”. Showing results for <a href="/search?q=audit">audit</a>.');
    expect(html).toContain('<a href="/system-audit">System audit</a>');
  });

  it.skipIf(skip)('escapes the query everywhere and cuts a long one', async () => {
    const { app } = await start();
    const attack = '"><script>alert(1)</script> audit';
    const html = (await app.inject({ url: `/search?q=${encodeURIComponent(attack)}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; audit"');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; audit: search | Gruppo</title>');
    const post = (await app.inject({ url: '/search?q=guide' })).body;
    expect(post).toContain('ISO 27001 &amp; you: &quot;a &lt;guide&gt;&quot;');
    const long = (await app.inject({ url: `/search?q=${'audit '.repeat(40)}` })).body;
    expect(long).toContain('Only the first 100 characters were searched.');
    expect((await app.inject({ url: '/search?q=a&q=b' })).statusCode).toBe(200);
  });

  it.skipIf(skip)('finds a post as soon as an import commits', async () => {
    const { app, blogDir, database } = await start();
    expect((await app.inject({ url: '/search?q=quantum' })).body).toContain('No results for “quantum”.');
    await rm(path.join(blogDir, 'posts'), { recursive: true });
    await writeTestBlog(blogDir, { posts: { 'quantum-post': { title: 'Quantum-safe cryptography', date: '2025-01-01', author: 'Lab', category: 'News' } } });
    const db = await openSiteDatabase(database);
    try {
      await importBlog(db, blogDir);
    } finally {
      await db.close();
    }
    expect((await app.inject({ url: '/search?q=quantum' })).body).toContain('Quantum-safe cryptography</a>');
    // The removed posts left the index with their rows.
    expect((await app.inject({ url: '/search?q=basics' })).body).toContain('No results for “basics”.');
  });

  it.skipIf(skip)('indexes an empty database from instances starting together, each in turn', async () => {
    // An empty database: one instance imports the blog while the others index it at start.
    rootDir = await makeTempDir('search-routes-');
    const blogDir = path.join(rootDir, 'blog');
    await writeSearchDist(path.join(rootDir, 'dist'));
    await writeTestBlog(blogDir);
    const database = target();
    const location = database.dialect === 'sqlite' ? { dataDir: database.dataDir } : { dataDir: path.join(rootDir ?? '', 'unused'), databaseUrl: database.url };
    const apps = await Promise.all([1, 2, 3].map(() => buildServer({ distDir: path.join(rootDir ?? '', 'dist'), api: { ...location, blogDir } })));
    try {
      for (const instance of apps) expect((await instance.inject({ url: '/search?q=audit' })).body).toContain('12 results for “audit”');
    } finally {
      await Promise.all(apps.map((instance) => instance.close()));
    }
  });

  it.skipIf(skip)('is rate limited per address and left out of the sitemap', async () => {
    const { app } = await start(3);
    for (let request = 0; request < 3; request += 1) expect((await app.inject({ url: `/search?q=audit${request}` })).statusCode).toBe(200);
    const limited = await app.inject({ url: '/search?q=audit' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toMatch(/^Too many searches from your address: at most 3 a minute\. Please try again in \d+ (?:seconds?|minutes?)\.$/);
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`${testSiteUrl}/blogs`);
    expect(sitemap.body).not.toContain('/search');
  });

  it.skipIf(skip)('counts one visitor once, whatever form of the address: 60 searches alternating /search and /search/, then 429 on every form', async () => {
    const { app } = await start(60);
    const forms = ['/search?q=audit', '/search/?q=audit', '/search', '/search/?x=1'];
    for (let request = 0; request < 60; request += 1) {
      const url = forms[request % 2] ?? '/search';
      expect((await app.inject({ url })).statusCode, `request ${request + 1}: ${url}`).toBe(200);
    }
    for (const url of forms) expect((await app.inject({ url })).statusCode, url).toBe(429);
    expect((await app.inject({ method: 'HEAD', url: '/search/' })).statusCode).toBe(429);
    // Other spellings are not the search at all: the 404 page, with no query run.
    for (const url of ['/SEARCH?q=audit', '/search//?q=audit']) expect((await app.inject({ url })).statusCode, url).toBe(404);
    // Another visitor has an allowance of their own.
    expect((await app.inject({ url: '/search/?q=audit', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
  });
});
