// @vitest-environment node
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type FastifyInstance, fastify } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSiteApi, type SiteApi } from '../api/site-api';
import { loadSiteBuild, type SiteBuild } from '../pages/site-build';
import { defaultHead, makeTempDir, shellHtml, testSiteUrl, writeFiles, writeTestBlog, writeTestDist } from '../testing/test-site';
import { type SearchPluginOptions, searchPlugin } from './search-plugin';

// The plugin alone on a bare Fastify, on SQLite; search-routes.test.ts has the queries, pages and limits on both databases.

/** The places the search page of the build has for the query, the results and the suggestions. */
const searchPageHtml = shellHtml('search', defaultHead('Search | Gruppo', 'Search the site.')).replace(
  '<main>search shell: loading</main>',
  '<main><form action="/search"><input type="search" name="q" data-search-query="" value=""></form><div data-search-results=""></div><aside data-search-suggestions=""><p>Check the spelling.</p></aside></main>',
);

let rootDir: string;
let api: SiteApi;
let build: SiteBuild;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  rootDir = await makeTempDir('search-plugin-');
  const distDir = path.join(rootDir, 'dist');
  await writeTestDist(distDir);
  await writeFiles(distDir, {
    'client/search/index.html': searchPageHtml,
    'search-pages.json': JSON.stringify({
      pages: [{ path: '/system-audit', title: 'System audit', headings: 'Assurance', body: 'We audit information systems.' }],
    }),
    'routes.json': JSON.stringify({ pages: ['/', '/blogs', '/search'], redirects: [], siteUrl: testSiteUrl, searchPage: '/search' }),
  });
  await writeTestBlog(path.join(rootDir, 'blog'));
  api = await openSiteApi({ dataDir: path.join(rootDir, 'data'), blogDir: path.join(rootDir, 'blog') });
  build = await loadSiteBuild(distDir, { compress: false });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
});

afterAll(async () => {
  await api?.db.close();
  await rm(rootDir, { recursive: true, force: true });
});

async function serverWith(options: Partial<SearchPluginOptions> = {}): Promise<FastifyInstance> {
  app = fastify();
  await app.register(searchPlugin, { build, database: api.db, rateLimit: 60, ...options });
  return app;
}

describe('the search plugin', () => {
  it("indexes the build's pages and the blog when it starts, and answers a query in the search page", async () => {
    const server = await serverWith();
    const pages = await server.inject('/search?q=audit');
    expect(pages.statusCode).toBe(200);
    expect(pages.headers['cache-control']).toBe('no-store');
    expect(pages.body).toContain('<a href="/system-audit">System audit</a>');
    const posts = await server.inject('/search/?q=AML');
    expect(posts.body).toContain('AML basics');
  });

  it('fills the search page as pageDocument serves it', async () => {
    const server = await serverWith({
      pageDocument: async (_key, built) => ({ ...built, body: Buffer.from(built.body.toString('utf8').replace('<main>', '<main data-finished="">')) }),
    });
    expect((await server.inject('/search?q=audit')).body).toContain('<main data-finished="">');
  });

  it('answers nothing for a build without a search page', async () => {
    const server = await serverWith({ build: { ...build, searchPage: undefined } });
    expect((await server.inject('/search?q=audit')).statusCode).toBe(404);
  });
});
