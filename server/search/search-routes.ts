import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { searchPagesFileSchema } from '../../schemas/search-pages-file';
import { searchPagesHash } from '../../schemas/server-needs-file';
import { readContentVersion, setContentFingerprint } from '../database/content-versions';
import { withExclusiveTransaction } from '../database/exclusive-transaction';
import type { SiteDatabase } from '../database/open-database';
import type { SiteQueries } from '../database/site-tables';
import { isMissingFile } from '../file-errors';
import { chooseEncoding } from '../pages/content-encoding';
import type { HtmlDocument } from '../pages/html-document';
import { readServerNeeds } from '../pages/server-needs';
import { type SiteBuild, SiteBuildError } from '../pages/site-build';
import { visitorRateLimit } from '../rate-limit/visitor-rate-limit';
import { indexBlog } from './blog-search-documents';
import { type GzipPiece, joinGzip, joinText } from './gzip-pieces';
import { replaceSearchDocuments, type SearchDocument } from './search-index';
import { pageCount, renderSearchPage, type SearchPageTemplate, searchPageTemplate } from './search-page';
import { inThreadReaders, threadReaders } from './search-readers';
import { maxQueryLength } from './search-text';
import { createSiteSearch } from './site-search';

/** The build's search documents (dist/search-pages.json) as text, and its hash; undefined, with a warning, from a build without the file. */
async function readSearchPagesFile(build: SiteBuild, warn: (message: string) => void): Promise<{ text: string; fingerprint: string } | undefined> {
  const file = path.join(build.distDir, 'search-pages.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (!isMissingFile(error)) throw error;
    warn(`${file} is missing: the site search finds posts only until \`npm run build\` is run again`);
    return undefined;
  }
  return { text, fingerprint: searchPagesHash(text) };
}

function searchPagesOf(text: string): SearchDocument[] {
  return searchPagesFileSchema.parse(JSON.parse(text)).pages.map((page) => ({ key: `page:${page.path}`, kind: 'page', date: null, ...page }));
}

/** What the index was made from: the build's file's hash, the blog's version. */
async function indexedFrom(db: SiteQueries): Promise<{ build: string; blog: string; blogVersion: string }> {
  const [build, blog, blogVersion] = await Promise.all([
    readContentVersion(db, 'search:build'),
    readContentVersion(db, 'search:blog'),
    readContentVersion(db, 'blog'),
  ]);
  return { build: build.fingerprint, blog: blog.fingerprint, blogVersion: String(blogVersion.version) };
}

/**
 * On start, the search index gets this build's pages and the blog as the database holds it, but only
 * what changed (decision 031): the index records the hash of the search-pages.json it holds and the
 * version of the blog (blog-import.ts counts imports), so a restart with the same build and blog
 * reads three rows and indexes nothing, whatever the site's size. A database imported before the
 * index existed, or by an older version, is indexed here. Under the blog import's lock: instances
 * starting together, and an import running meanwhile, write in turn, and the second finds the work done.
 */
export async function indexSiteForSearch(database: SiteDatabase, build: SiteBuild, warn: (message: string) => void): Promise<void> {
  // The build says which search-pages.json it wrote (server-needs.json): a restart with the same build
  // compares that hash with the index's and reads nothing more. An older build is read and hashed here.
  const declared = (await readServerNeeds(build.distDir))?.searchPagesSha256;
  let file = declared === undefined ? await readSearchPagesFile(build, warn) : undefined;
  const buildFingerprint = declared ?? file?.fingerprint ?? 'none';
  const isCurrent = (indexed: Awaited<ReturnType<typeof indexedFrom>>) => ({
    build: indexed.build === buildFingerprint,
    blog: indexed.blog === indexed.blogVersion,
  });
  const before = isCurrent(await indexedFrom(database.queries));
  if (before.build && before.blog) return;
  if (!before.build && declared !== undefined) {
    file = await readSearchPagesFile(build, warn);
    if (file?.fingerprint !== declared) {
      throw new SiteBuildError(
        "dist/search-pages.json is not the file the build wrote (its hash differs from dist/server-needs.json's): run `npm run build` again",
      );
    }
  }
  await withExclusiveTransaction(database, 'blogImport', async (db) => {
    const now = isCurrent(await indexedFrom(db));
    if (!now.build) {
      await replaceSearchDocuments(db, database.dialect, 'build', file === undefined ? [] : searchPagesOf(file.text));
      await setContentFingerprint(db, 'search:build', buildFingerprint);
    }
    if (!now.blog) await indexBlog(db, database.dialect);
  });
}

/**
 * A page made for one request is compressed for it: gzip whenever the client takes it, with the
 * page's fixed parts compressed once and only the request's parts now (gzip-pieces.ts: about 0.1 ms
 * instead of 0.4 for the whole 50 KB page); brotli 2 for a client that takes brotli and not gzip.
 */
function sendFreshHtml(request: FastifyRequest, reply: FastifyReply, parts: readonly (GzipPiece | string)[], statusCode: number): FastifyReply {
  const encoding =
    chooseEncoding(request.headers['accept-encoding'], ['gzip']) === 'gzip' ? 'gzip' : chooseEncoding(request.headers['accept-encoding'], ['br']);
  reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding');
  if (encoding === 'identity') return reply.send(joinText(parts));
  reply.header('content-encoding', encoding);
  if (encoding === 'gzip') return reply.send(joinGzip(parts));
  const body = joinText(parts);
  return reply.send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
}

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export interface SearchRouteOptions {
  database: SiteDatabase;
  /** Searches per address per minute. */
  rateLimit: number;
  /** The search page as served now (its Media menu filled), from the build's. */
  pageDocument: (key: string, built: HtmlDocument) => Promise<HtmlDocument>;
}

/**
 * GET /search?q=…&page=N: the build's search page with the results of the query, rendered here per
 * request. `noindex` (in the page's head from the build), `Cache-Control: no-store`, rate limited per
 * address like the contact form. A page number past the last shows the last; one that is not a
 * number, the first.
 */
export async function registerSearchRoutes(app: FastifyInstance, build: SiteBuild, options: SearchRouteOptions): Promise<void> {
  const searchPath = build.searchPage;
  const page = build.pages.find((candidate) => candidate.path === searchPath);
  if (searchPath === undefined || page === undefined) return;
  // Checked at start: a build whose search page lacks the places to fill stops the server here.
  searchPageTemplate((await page.load()).body.toString('utf8'));
  const templates = new WeakMap<HtmlDocument, SearchPageTemplate>();
  // SQLite answers on the thread that asks: the rankings go to reader threads, the event loop stays free.
  const readers = options.database.dialect === 'sqlite' ? threadReaders(options.database, options.database.location) : inThreadReaders(options.database);
  app.addHook('onClose', () => readers.close());
  const search = createSiteSearch(options.database, readers);

  const handler = async (request: FastifyRequest<{ Querystring: Record<string, string | string[] | undefined> }>, reply: FastifyReply) => {
    const document = await options.pageDocument(searchPath, await page.load());
    let template = templates.get(document);
    if (template === undefined) {
      template = searchPageTemplate(document.body.toString('utf8'));
      templates.set(document, template);
    }
    const typed = firstValue(request.query.q).replace(/\s+/g, ' ').trim();
    const query = typed.slice(0, maxQueryLength);
    const requested = Number.parseInt(firstValue(request.query.page), 10);
    const outcome = query === '' ? undefined : await search.search(query, Number.isSafeInteger(requested) ? requested : 1);
    const pageNumber = Math.min(Number.isSafeInteger(requested) && requested > 1 ? requested : 1, pageCount(outcome));
    const parts = renderSearchPage(template, { query, truncated: typed.length > maxQueryLength, outcome, page: pageNumber });
    return sendFreshHtml(request, reply, parts, 200);
  };

  // One count per visitor for every address form of the search (/search, /search/, any query string).
  const limit = visitorRateLimit(app, 'search', {
    max: options.rateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many searches from your address: at most ${context.max} a minute. Please try again in ${context.after}.`,
    }),
  });
  for (const address of [searchPath, `${searchPath}/`]) {
    app.route({
      method: ['GET', 'HEAD'],
      url: address,
      onRequest: limit,
      // Over the limit, a visitor reads the message as text (the rate limiter has set Retry-After), not the JSON other routes answer.
      errorHandler: (error: { statusCode?: number; message: string }, _request, reply) => {
        if (error.statusCode !== 429) throw error;
        return reply.code(429).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(error.message);
      },
      handler,
    });
  }
}
