import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { recordPageHead, routesFileSchema, type RoutesFileInput } from '../schemas/routes-file';
import { computeSourceFingerprint } from '../server/build-fingerprint';
import { precompressFolder } from '../server/precompressed-files';
import { buildManifest, ManifestError } from '../src/engine/build/build-manifest';
import { assetsForPage, readClientManifest, readStylesheets } from '../src/engine/build/client-assets';
import { renderDocument } from '../src/engine/build/render-document';
import { renderRobots, renderSitemap } from '../src/engine/build/seo-files';
import { speculationRules, speculationRulesPath } from '../src/engine/build/speculation-rules';
import { pageHead, renderHeadTags, type PageHead } from '../src/engine/page-head';
import { isNoindexPage } from '../src/engine/page-head-extras';
import { searchPagesFileSchema, type SearchPagesFile } from '../schemas/search-pages-file';
import { pageSearchText } from './page-search-text';
import type { RenderedPage } from '../src/entry-server';

const rootDir = path.resolve(import.meta.dirname, '..');
// BUILD_DIST_DIR: another output folder, e.g. a second preset's build beside dist/ (tests build both).
const distDir = process.env.BUILD_DIST_DIR ? path.resolve(process.env.BUILD_DIST_DIR) : path.join(rootDir, 'dist');
const clientDir = path.join(distDir, 'client');
const serverDir = path.join(distDir, 'server');

type ServerEntry = { renderPage: (url: string) => Promise<RenderedPage> };

function recordedHead(heads: ReadonlyMap<string, PageHead>, pageId: string) {
  const head = heads.get(pageId);
  if (head === undefined) throw new Error(`No head tags were recorded for the page "${pageId}"`);
  return recordPageHead(head);
}

function outputFileFor(routePath: string): string {
  return routePath === '/' ? path.join(clientDir, 'index.html') : path.join(clientDir, ...routePath.split('/').filter(Boolean), 'index.html');
}

async function main() {
  // The build is always a production build, whoever runs it: under a test runner (NODE_ENV=test) Vite
  // would otherwise emit React's development JSX runtime, which a production server cannot run.
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  const manifest = await buildManifest(rootDir);
  const fingerprint = await computeSourceFingerprint(rootDir);

  await rm(distDir, { recursive: true, force: true });
  await build({ root: rootDir, configLoader: 'runner', logLevel: 'warn', build: { outDir: clientDir, manifest: true, emptyOutDir: true } });
  // The server bundle is one file on purpose; the blog's fetchers are loaded on demand in the browser's
  // build (their dynamic imports split its chunks), and the server's embedded data imports them
  // statically. Code splitting does not apply here, so neither does the warning that says it did not.
  await build({
    root: rootDir,
    configLoader: 'runner',
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, rolldownOptions: { checks: { ineffectiveDynamicImport: false } } },
  });

  const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const clientManifest = await readClientManifest(clientDir);
  const stylesheets = await readStylesheets(clientDir, clientManifest);

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
    const rendered = await server.renderPage(target.url);
    const dynamicHead = dynamicHeads.get(rendered.pageId);
    if (dynamicHead && rendered.headTags !== renderHeadTags(dynamicHead)) {
      // The server finds these tags in the shell to replace them per post; they must be the ones recorded.
      throw new Error(`The head tags rendered for ${target.url} differ from the page's head recorded in routes.json`);
    }
    const assets = assetsForPage(clientManifest, rendered.islands);
    const html = renderDocument(template, rendered, assets, manifest.site.language, stylesheets);
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
  // Last, once every file of client/ is written: the server sends these variants as they are.
  const precompressed = await precompressFolder(clientDir);
  console.log(`Stored brotli and gzip variants of ${precompressed} files in dist/client/`);
  await writeFile(path.join(distDir, 'build-info.json'), `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${targets.length} pages (${staticPages.length} routes + ${dynamicPages.length} page shells + not-found page) into dist/ in ${seconds} s`);
}

main().catch((error: unknown) => {
  if (error instanceof ManifestError) {
    console.error(error.lines.join('\n'));
    console.error(
      `\nBuild stopped: the manifest has ${error.lines.length} problem${error.lines.length === 1 ? '' : 's'} (run \`npm run validate\` to see them again).`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
