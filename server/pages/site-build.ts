import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type RoutesFile, routesFileSchema } from '../../schemas/routes-file';
import { renderHeadTags } from '../../src/common/head-tags';
import type { PageHead } from '../../src/common/page-head';
import { isMissingFile } from '../file-errors';
import { createHtmlDocument, type HtmlDocument } from './html-document';
import { createPageFiles } from './page-files';
import { compressVariants, readStoredVariants } from './precompressed-files';

export type Redirect = RoutesFile['redirects'][number];

export interface PrerenderedPage {
  path: string;
  /**
   * The page as the build wrote it, read from disk on first use and kept in a bounded cache
   * (page-files.ts); rejects with a PageFileError when its file cannot be served.
   */
  load(): Promise<HtmlDocument>;
}

/** A prerendered page split around its head tags, so each request can carry its own. */
interface PageShell {
  beforeHead: string;
  afterHead: string;
}

export interface DynamicPage {
  /** The pattern as the manifest writes it, e.g. "/newspage/:catId/collections/". */
  path: string;
  pageId: string;
  /** The head the build wrote: the page's own title and description, no canonical URL. */
  head: PageHead;
  shell: PageShell;
}

export interface SiteBuild {
  /** The static root: every file in it is public. */
  clientDir: string;
  pages: PrerenderedPage[];
  dynamicPages: DynamicPage[];
  redirects: Redirect[];
  notFoundPage: HtmlDocument;
  siteUrl: string | undefined;
  /** The site search page's path (answered per query by server/search/), when the site has one. */
  searchPage: string | undefined;
  /** The build folder, for the files only some parts read (search-pages.json). */
  distDir: string;
}

/**
 * Shells live beside client/, not in it: served raw, a shell would be a second address for the
 * page, showing a literal ":id" and head tags meant to be replaced.
 */
function shellFilePath(distDir: string, pageId: string): string {
  return path.join(distDir, 'shells', `${pageId}.html`);
}

/** A build output the server cannot serve; the message says what to do. */
export class SiteBuildError extends Error {
  override name = 'SiteBuildError';
}

function displayPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}

function pageFilePath(clientDir: string, routePath: string): string {
  return path.join(clientDir, ...routePath.split('/').filter(Boolean), 'index.html');
}

async function readRoutesFile(distDir: string): Promise<RoutesFile> {
  const routesFile = path.join(distDir, 'routes.json');
  let text: string;
  try {
    text = await readFile(routesFile, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) {
      throw new SiteBuildError(`No build found in ${displayPath(distDir)}/: run \`npm run build\` first.`);
    }
    throw error;
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SiteBuildError(`${displayPath(routesFile)} is not valid JSON (${reason}): run \`npm run build\` again`);
  }

  const parsed = routesFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new SiteBuildError([`${displayPath(routesFile)} does not describe a build this server understands:`, ...problems].join('\n'));
  }
  return parsed.data;
}

async function readHtml(file: string, why: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissingFile(error)) {
      throw new SiteBuildError(`${displayPath(file)} is missing, but ${why}: run \`npm run build\` again`);
    }
    throw error;
  }
}

/**
 * A page with the compressed variants the build stored beside it; a build without them (an older
 * build, a test's) has them made here, once, at start.
 */
async function readPage(file: string, why: string, compress: boolean): Promise<HtmlDocument> {
  const body = await readHtml(file, why);
  const stored = await readStoredVariants(file);
  if (stored.br && stored.gzip) return createHtmlDocument(body, stored);
  return createHtmlDocument(body, compress ? await compressVariants(body) : {});
}

async function readShell(distDir: string, page: RoutesFile['dynamicPages'][number]): Promise<DynamicPage> {
  const file = shellFilePath(distDir, page.pageId);
  const html = (await readHtml(file, `routes.json lists the page "${page.path}"`)).toString('utf8');
  // Cast: the structured data was written by the build from structured-data.ts's typed builders;
  // it is only rendered back as it came, so its exact schema.org shape is not re-checked here.
  const head: PageHead = { ...page.head, canonical: page.head.canonical, structuredData: page.head.structuredData as PageHead['structuredData'] };
  const headTags = renderHeadTags(head);
  const start = html.indexOf(headTags);
  if (start === -1 || html.indexOf(headTags, start + 1) !== -1) {
    throw new SiteBuildError(
      `${displayPath(file)} does not hold the head tags routes.json records for "${page.path}" exactly once: run \`npm run build\` again`,
    );
  }
  return {
    path: page.path,
    pageId: page.pageId,
    head,
    shell: { beforeHead: html.slice(0, start), afterHead: html.slice(start + headTags.length) },
  };
}

function findDuplicate(paths: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const routePath of paths) {
    if (seen.has(routePath)) return routePath;
    seen.add(routePath);
  }
  return undefined;
}

/**
 * Loads what the build wrote into `distDir`: routes.json, the shells and the not-found page, which
 * stay in memory. The pages themselves are read on first request (page-files.ts), so a start costs
 * the same at 40 pages as at 4,000 (issue 31); a page whose file is missing is then a logged error
 * and the 404 page, no longer a start-up error. `compress: false` (the development server, which
 * rebuilds on every change) sends pages the build did not compress as they are.
 */
export async function loadSiteBuild(distDir: string, { compress = true }: { compress?: boolean } = {}): Promise<SiteBuild> {
  const routes = await readRoutesFile(distDir);
  const clientDir = path.join(distDir, 'client');

  const duplicate = findDuplicate([
    ...routes.pages,
    ...routes.redirects.map((redirect) => redirect.from),
    ...routes.dynamicPages.map((page) => page.path.replace(/(.)\/$/, '$1')),
  ]);
  if (duplicate !== undefined) {
    throw new SiteBuildError(
      `${displayPath(path.join(distDir, 'routes.json'))} lists "${duplicate}" twice (as pages or redirects): run \`npm run build\` again`,
    );
  }

  const pageFiles = createPageFiles(distDir, { compress });
  const pages = routes.pages.map((routePath) => {
    const file = pageFilePath(clientDir, routePath);
    return { path: routePath, load: () => pageFiles.load(file) };
  });
  const dynamicPages = await Promise.all(routes.dynamicPages.map((page) => readShell(distDir, page)));
  const notFoundPage = await readPage(path.join(clientDir, '404.html'), 'every build has a not-found page', compress);

  return { clientDir, pages, dynamicPages, redirects: routes.redirects, notFoundPage, siteUrl: routes.siteUrl, searchPage: routes.searchPage, distDir };
}
