import { mkdir, writeFile } from 'node:fs/promises';
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
import { pageSearchText } from './page-search-text';

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
}

export interface PrerenderResult {
  staticPageCount: number;
  dynamicPageCount: number;
  /** Every file written: pages, shells and the not-found page. */
  pageCount: number;
  /** Image variants encoded by this build, and taken from the cache. */
  images: VariantsWritten;
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
export async function prerenderSite({ manifest, renderPage, document, distDir, clientDir, imageCacheDir }: PrerenderOptions): Promise<PrerenderResult> {
  const images = await writeImageVariants(manifest.imageVariants, clientDir, imageCacheDir ?? DEFAULT_CACHE_DIR);
  const outputFileFor = (routePath: string) =>
    routePath === '/' ? path.join(clientDir, 'index.html') : path.join(clientDir, ...routePath.split('/').filter(Boolean), 'index.html');
  const staticPages = manifest.pages.filter((page) => page.status === 200 && !page.path.includes(':'));
  // Pages with parameters (/our/blog/:id/single) are rendered once, at their pattern, in their loading
  // state: a shell the server fills with each post's head tags. Outside client/, so never served raw.
  const dynamicPages = manifest.pages.filter((page) => page.status === 200 && page.path.includes(':'));
  const notFound = manifest.pages.find((page) => page.id === manifest.notFoundPageId);
  const targets = [
    ...staticPages.map((page) => ({ url: page.path, file: outputFileFor(page.path) })),
    ...dynamicPages.map((page) => ({ url: page.path, file: path.join(distDir, 'shells', `${page.id}.html`) })),
    { url: notFound?.path ?? '/404', file: path.join(clientDir, '404.html') },
  ];
  const dynamicHeads = new Map(dynamicPages.map((page) => [page.id, pageHead(page, manifest.site)]));
  // The site search page answers per query (server/search/); it is neither in the sitemap nor in its own index.
  const searchPage = staticPages.find((page) => isNoindexPage(page));
  const indexedPages = new Map(staticPages.filter((page) => !isNoindexPage(page)).map((page) => [page.path, page]));
  const searchPages: SearchPagesFile['pages'] = [];

  for (const target of targets) {
    const rendered = await renderPage(target.url);
    const dynamicHead = dynamicHeads.get(rendered.pageId);
    if (dynamicHead && rendered.headTags !== renderHeadTags(dynamicHead)) {
      // The server finds these tags in the shell to replace them per post; they must be the ones recorded.
      throw new Error(`The head tags rendered for ${target.url} differ from the page's head recorded in routes.json`);
    }
    const html = document(rendered);
    const indexed = indexedPages.get(target.url);
    if (indexed) searchPages.push({ path: indexed.path, title: indexed.title, ...pageSearchText(rendered.html) });
    await mkdir(path.dirname(target.file), { recursive: true });
    await writeFile(target.file, html);
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
  return { staticPageCount: staticPages.length, dynamicPageCount: dynamicPages.length, pageCount: targets.length, images };
}
