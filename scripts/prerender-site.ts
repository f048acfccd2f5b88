import { linkSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RoutesFileInput, recordPageHead, routesFileSchema } from '../schemas/routes-file';
import { type SearchPagesFile, searchPagesFileSchema } from '../schemas/search-pages-file';
import { type PageHead, pageHead, renderHeadTags } from '../src/common/page-head';
import { isNoindexPage } from '../src/common/page-head-extras';
import { speculationRules, speculationRulesPath } from '../src/common/speculation-rules';
import type { BuiltManifest } from '../src/engine/build/build-manifest';
import { DEFAULT_CACHE_DIR, type VariantsWritten, writeImageVariants } from '../src/engine/build/image-variants';
import { renderRobots, renderSitemap } from '../src/engine/build/seo-files';
import type { RenderedPage } from '../src/entry-server';
import {
  type BuildRecord,
  buildRecordFile,
  checkPreviousPageFiles,
  type PageRecord,
  pageAssetsKey,
  pageInputsKey,
  previousSearchTexts,
  readRecordedFile,
  sameFile,
  searchTextKey,
  sha256,
} from './build-record';
import type { PageOutcome } from './page-output';
import type { PageRenderer } from './render-pool';

export interface PrerenderOptions {
  manifest: BuiltManifest;
  /** The render entry's renderPage (src/entry-server.tsx): the built bundle, or Vite's live module in development. */
  renderPage: (url: string) => Promise<RenderedPage>;
  /** A rendered page poured into its HTML document (render-document.ts, with that build's template and assets). */
  document: (rendered: RenderedPage) => string;
  /** Where the server finds routes.json, the shells and search-pages.json. */
  distDir: string;
  /** The public root: pages, the not-found page, sitemap.xml, robots.txt, the speculation rules, the image variants. */
  clientDir: string;
  /** Where image variants are kept between builds (default: the project's node_modules/.cache/images). */
  imageCacheDir?: string;
  /** Renders the pages elsewhere (the build's worker threads, render-pool.ts) instead of `renderPage` and `document` here. */
  renderer?: PageRenderer;
  /**
   * When at most this many pages are left to render once the unchanged ones are reused, they are
   * rendered here with `renderPage` and `document`, and `renderer` is not used: a render worker's
   * start (its own TypeScript loader, the render entry, React and MUI) costs more than a few pages.
   */
  renderHereUpTo?: number;
  /** Writes each page's brotli and gzip variants beside it as it is rendered (the build; not the development server). */
  compress?: boolean;
  /**
   * Keep a dependency record in distDir (build-record.json) and take from `previous` (the build this
   * one replaces, and its record) every page whose inputs did not change (docs/decisions/030).
   */
  incremental?: {
    /** build-record.ts's codeKey: a change renders every page. */
    code: string;
    /** The client files a page's document names, for its islands (assetsForPage with the build's manifest). */
    assetsOf: (islands: RenderedPage['islands']) => unknown;
    previous?: { distDir: string; record: BuildRecord };
    /** Write build-record.json here (default); false: the caller adds the bundles' part and writes it (scripts/build.ts). */
    writeRecord?: boolean;
  };
}

export interface PrerenderResult {
  staticPageCount: number;
  dynamicPageCount: number;
  /** Every file written: pages, shells and the not-found page. */
  pageCount: number;
  /** Image variants encoded by this build, and taken from the cache. */
  images: VariantsWritten;
  /** Pages (of pageCount) copied from the previous build because none of their inputs changed. */
  reusedPageCount: number;
  /** Pages (of pageCount) rendered in this process rather than by `renderer`. */
  renderedHereCount: number;
  /** Every page file written (with its stored variants when `compress`). */
  pageFiles: string[];
  /** The dependency record of the pages, when `incremental`. */
  record?: BuildRecord;
}

/** A page rendered or reused, as the prerender keeps it: its head tags by their SHA-256 (as the record keeps them). */
type Outcome = Omit<PageOutcome, 'headTags'> & { headTagsSha256: string };
const outcomeOf = ({ headTags, ...outcome }: PageOutcome): Outcome => ({ ...outcome, headTagsSha256: sha256(headTags) });

/** `work` on each item, at most `limit` at a time; the results in the items' order. */
async function mapInOrder<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

function recordedHead(heads: ReadonlyMap<string, PageHead>, pageId: string) {
  const head = heads.get(pageId);
  if (head === undefined) throw new Error(`No head tags were recorded for the page "${pageId}"`);
  return recordPageHead(head);
}

/**
 * Renders every page of the manifest into `clientDir` and writes what the server reads beside it:
 * routes.json (pages, redirects, the page shells' heads), search-pages.json, the sitemap, robots.txt
 * and the speculation rules. The build (scripts/build.ts) and the development server
 * (scripts/dev/dev-server.ts) both run it, so the production server serves either output the same way.
 */
export async function prerenderSite({
  manifest,
  renderPage,
  document,
  distDir,
  clientDir,
  imageCacheDir,
  renderer,
  renderHereUpTo = 0,
  compress = false,
  incremental,
}: PrerenderOptions): Promise<PrerenderResult> {
  const images = await writeImageVariants(manifest.imageVariants, clientDir, imageCacheDir ?? DEFAULT_CACHE_DIR);
  const outputFileFor = (routePath: string) =>
    routePath === '/' ? path.join(clientDir, 'index.html') : path.join(clientDir, ...routePath.split('/').filter(Boolean), 'index.html');
  const staticPages = manifest.pages.filter((page) => page.status === 200 && !page.path.includes(':'));
  // Pages with parameters (/our/blog/:id/single) are rendered once, at their pattern, in their loading
  // state: a shell the server fills with each post's head tags. Outside client/, so never served raw.
  const dynamicPages = manifest.pages.filter((page) => page.status === 200 && page.path.includes(':'));
  const notFound = manifest.pages.find((page) => page.id === manifest.notFoundPageId);
  const targets = [
    ...staticPages.map((page) => ({ url: page.path, file: outputFileFor(page.path), page })),
    ...dynamicPages.map((page) => ({ url: page.path, file: path.join(distDir, 'shells', `${page.id}.html`), page })),
    { url: notFound?.path ?? '/404', file: path.join(clientDir, '404.html'), page: notFound },
  ];
  const dynamicHeads = new Map(dynamicPages.map((page) => [page.id, pageHead(page, manifest.site)]));
  // The site search page answers per query (server/search/); it is neither in the sitemap nor in its own index.
  const searchPage = staticPages.find((page) => isNoindexPage(page));
  const indexedPages = new Map(staticPages.filter((page) => !isNoindexPage(page)).map((page) => [page.path, page]));
  // page-output (the document, and with it MUI's theme) is loaded only when pages are rendered here.
  const inProcess = {
    render: async (task: Parameters<PageRenderer['render']>[0]) => (await import('./page-output')).renderPageToFile(task, renderPage, document),
  };
  const records: Record<string, PageRecord> = {};
  let reusedPageCount = 0;
  // site.json's data is part of every page's inputs: serialised and hashed once, not once a page
  // (at 4,000 pages that was 0.6 s of a one-page rebuild; docs/decisions/030, amended 2026-11-29).
  const siteKey = sha256(JSON.stringify(manifest.site));
  // The same islands give the same assets: assetsForPage and its hash once for each set of islands.
  const assetsKeys = new Map<string, string>();
  const assetsKeyOf = (islands: RenderedPage['islands']) => {
    const islandsKey = JSON.stringify(islands);
    let key = assetsKeys.get(islandsKey);
    if (key === undefined) {
      if (!incremental) throw new Error('A page has an assets key only in an incremental build');
      key = pageAssetsKey(incremental.assetsOf(islands));
      assetsKeys.set(islandsKey, key);
    }
    return key;
  };
  // The previous build's search text, by path, read once when a page may be reused (each checked against its record).
  let searchTexts: Promise<Map<string, { headings: string; body: string }>> | undefined;

  /** The page as the previous build wrote it, copied, when nothing it is made from changed. */
  async function reuse(target: (typeof targets)[number], relative: string, inputs: string): Promise<Outcome | undefined> {
    const previous = incremental?.previous;
    const record = previous?.record.code === incremental?.code ? previous?.record.pages[relative] : undefined;
    if (!previous || !incremental || !record || record.inputs !== inputs) return undefined;
    if (record.assets !== assetsKeyOf(record.islands)) return undefined;
    if (indexedPages.has(target.url) !== (record.search !== undefined)) return undefined;
    // A shell's head tags are the ones routes.json records (checked below for every page): a record that says otherwise is not followed.
    if (record.pageId !== target.page?.id) return undefined;
    const dynamicHead = dynamicHeads.get(record.pageId);
    if (dynamicHead && record.headTags !== sha256(renderHeadTags(dynamicHead))) return undefined;
    let search: { headings: string; body: string } | undefined;
    if (record.search !== undefined) {
      searchTexts ??= previousSearchTexts(previous.distDir);
      search = (await searchTexts).get(target.url);
      // Its text missing from search-pages.json, or not the one recorded: rendered again.
      if (search === undefined || searchTextKey(search) !== record.search) return undefined;
    }
    const source = path.join(previous.distDir, relative);
    const checked = checkPreviousPageFiles(source, record);
    if (!checked) return undefined;
    // Synchronous calls, like the checks' reads (build-record.ts): thousands of pages, four calls each.
    mkdirSync(path.dirname(target.file), { recursive: true });
    const written: string[] = [];
    // Rendered instead, without a file of this attempt left behind.
    const renderInstead = () => {
      for (const file of written) rmSync(file, { force: true });
      return undefined;
    };
    // The page first, then its variants: the server takes a variant only when it is not older than its page.
    // Each a hard link to the file just checked (the previous build's folder is removed once this one
    // is in place: thousands of pages are not written again), or a copy where a link cannot be made.
    for (const [suffix, checkedFile] of [...checked].sort(([a], [b]) => a.length - b.length)) {
      const file = `${target.file}${suffix}`;
      let linked: boolean;
      try {
        linkSync(`${source}${suffix}`, file);
        linked = true;
      } catch {
        linked = false;
      }
      if (linked) {
        written.push(file);
        // link() does not follow a symbolic link, and the file in the checked one's place may have been
        // replaced or written since the check: the link is kept only if it is that file, unwritten.
        if (!sameFile(lstatSync(file, { bigint: true }), checkedFile)) return renderInstead();
      } else {
        const contents = await readRecordedFile(`${source}${suffix}`, record.files[suffix as keyof PageRecord['files']] as string);
        if (contents === undefined) return renderInstead();
        await writeFile(file, contents);
        written.push(file);
      }
    }
    reusedPageCount += 1;
    return {
      pageId: record.pageId,
      headTagsSha256: record.headTags,
      islands: record.islands,
      ...(search ? { search } : {}),
      files: record.files,
    };
  }

  // First the pages whose inputs did not change, copied from the previous build; then the others
  // rendered, here when they are few, else by the renderer (its workers start only then).
  const prepared = await mapInOrder(targets, 16, async (target) => {
    const relative = path.relative(distDir, target.file).split(path.sep).join('/');
    const inputs = pageInputsKey({ page: target.page ?? null, site: siteKey, url: target.url, file: relative });
    return { target, relative, inputs, reused: await reuse(target, relative, inputs) };
  });
  const toRender = prepared.filter((item) => item.reused === undefined).length;
  const pages = renderer && toRender > renderHereUpTo ? renderer : inProcess;
  // A few pages in flight keep every worker busy without holding thousands of documents in memory.
  const outcomes = await mapInOrder(prepared, pages === renderer ? 16 : 1, async ({ target, relative, inputs, reused }) => {
    const outcome =
      reused ??
      outcomeOf(
        await pages.render({
          url: target.url,
          file: target.file,
          searchText: indexedPages.has(target.url),
          // The shells are read by the server, never sent as they are: only the public pages get variants.
          compress: compress && !path.relative(clientDir, target.file).startsWith('..'),
        }),
      );
    if (incremental) {
      records[relative] = {
        inputs,
        assets: assetsKeyOf(outcome.islands),
        pageId: outcome.pageId,
        headTags: outcome.headTagsSha256,
        islands: outcome.islands,
        ...(outcome.search ? { search: searchTextKey(outcome.search) } : {}),
        files: outcome.files,
      };
    }
    return { target, outcome };
  });

  const searchPages: SearchPagesFile['pages'] = [];
  for (const { target, outcome } of outcomes) {
    const dynamicHead = dynamicHeads.get(outcome.pageId);
    if (dynamicHead && outcome.headTagsSha256 !== sha256(renderHeadTags(dynamicHead))) {
      // The server finds these tags in the shell to replace them per post; they must be the ones recorded.
      throw new Error(`The head tags rendered for ${target.url} differ from the page's head recorded in routes.json`);
    }
    const indexed = indexedPages.get(target.url);
    if (indexed && outcome.search) searchPages.push({ path: indexed.path, title: indexed.title, ...outcome.search });
  }

  const siteUrl = manifest.site.url;
  await writeFile(path.join(clientDir, 'sitemap.xml'), renderSitemap(siteUrl, [...indexedPages.keys()]));
  await writeFile(path.join(distDir, 'search-pages.json'), `${JSON.stringify(searchPagesFileSchema.parse({ pages: searchPages }))}\n`);
  await writeFile(path.join(clientDir, 'robots.txt'), renderRobots(siteUrl));
  await writeFile(path.join(clientDir, speculationRulesPath.slice(1)), `${JSON.stringify(speculationRules(), null, 2)}\n`);
  const routesFile: RoutesFileInput = {
    pages: staticPages.map((page) => page.path),
    redirects: manifest.redirects.map((redirect) => ({ ...redirect, status: 301 })),
    siteUrl,
    dynamicPages: dynamicPages.map((page) => ({ path: page.path, pageId: page.id, head: recordedHead(dynamicHeads, page.id) })),
    ...(searchPage ? { searchPage: searchPage.path } : {}),
  };
  // The server reads routes.json through the same schema: a build that would not be understood stops here.
  routesFileSchema.parse(routesFile);
  await writeFile(path.join(distDir, 'routes.json'), `${JSON.stringify(routesFile, null, 2)}\n`);
  const record: BuildRecord | undefined = incremental ? { version: 2, code: incremental.code, pages: records } : undefined;
  if (record && incremental?.writeRecord !== false) await writeFile(path.join(distDir, buildRecordFile), `${JSON.stringify(record)}\n`);
  return {
    staticPageCount: staticPages.length,
    dynamicPageCount: dynamicPages.length,
    pageCount: targets.length,
    images,
    reusedPageCount,
    renderedHereCount: pages === inProcess ? toRender : 0,
    pageFiles: targets.map((target) => target.file),
    ...(record ? { record } : {}),
  };
}
