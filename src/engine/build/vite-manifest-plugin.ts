import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { type BuiltManifest, buildManifest } from './build-manifest';
import { pageText } from './page-text';

const ROUTE_TABLE = 'virtual:route-table';
const SITE_DATA = 'virtual:site-data';
const PAGE_PREFIX = 'virtual:page/';

/**
 * Serves the validated manifest to the app as virtual modules: the route table, the site data, and
 * one module per page so each page's content is its own chunk. Invalid content fails the build with
 * the validator's messages, and shows them in the dev server's overlay.
 */
export function manifestPlugin({ rootDir, source }: { rootDir: string; source?: () => Promise<BuiltManifest> }): Plugin {
  let manifest: Promise<BuiltManifest> | undefined;
  // `source` is the editor's preview (editor/): the manifest with its unsaved drafts, asked for on each render.
  const getManifest = () => {
    if (source) return source();
    manifest ??= sharedManifest(rootDir) ?? buildManifest(rootDir);
    return manifest;
  };
  const contentDir = path.join(rootDir, 'content');
  const publicDir = path.join(rootDir, 'public');

  function reload(server: ViteDevServer) {
    manifest = undefined;
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'site-manifest',
    async buildStart() {
      // The server bundle reads the content at render time (renderDataModuleCode): it needs no manifest.
      if (this.environment?.mode === 'build' && this.environment.config.consumer !== 'server') await getManifest();
    },
    resolveId(id) {
      if (id === ROUTE_TABLE || id === SITE_DATA || id.startsWith(PAGE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      if (this.environment?.mode === 'build' && this.environment.config.consumer === 'server') return renderDataModuleCode(id.slice(1));
      return virtualModuleCode(await getManifest(), id.slice(1));
    },
    configureServer(server) {
      server.watcher.add([contentDir, publicDir]);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(contentDir) || file.startsWith(publicDir)) reload(server);
      });
    },
  };
}

/** The code of one of the manifest's virtual modules (without the leading \0), or undefined when it is not one. */
export function virtualModuleCode(built: BuiltManifest, virtualId: string): string | undefined {
  if (virtualId === SITE_DATA) return `export default ${JSON.stringify(built.site)};`;
  if (virtualId === ROUTE_TABLE) {
    const loaders = built.pages.map((page) => `  ${JSON.stringify(page.id)}: () => import(${JSON.stringify(PAGE_PREFIX + page.id)}),`);
    return [
      `export const routes = ${JSON.stringify(built.routes)};`,
      `export const notFoundPageId = ${JSON.stringify(built.notFoundPageId)};`,
      `export const pageLoaders = {\n${loaders.join('\n')}\n};`,
    ].join('\n');
  }
  if (virtualId.startsWith(PAGE_PREFIX)) {
    const page = built.pages.find((candidate) => candidate.id === virtualId.slice(PAGE_PREFIX.length));
    if (!page) throw new Error(`No page "${virtualId.slice(PAGE_PREFIX.length)}" in content/pages`);
    return `export default ${JSON.stringify(page)};`;
  }
  return undefined;
}

/**
 * The manifest scripts/build.ts has built already, handed to this plugin (loaded again by Vite's
 * config loader, so a module of its own) through a global, so a build validates the content once.
 */
const sharedManifests = Symbol.for('site-engine.built-manifests');
type ManifestShelf = { [sharedManifests]?: Map<string, Promise<BuiltManifest>> };

/** Gives the manifest plugin of the project in `rootDir` the manifest the build has made (scripts/build.ts). */
export function shareBuiltManifest(rootDir: string, manifest: BuiltManifest): void {
  const shelf = globalThis as ManifestShelf;
  shelf[sharedManifests] ??= new Map();
  shelf[sharedManifests].set(path.resolve(rootDir), Promise.resolve(manifest));
}

const sharedManifest = (rootDir: string) => (globalThis as ManifestShelf)[sharedManifests]?.get(path.resolve(rootDir));

/** Beside the server bundle (dist/server/): the content it renders, read at render time (writeRenderData). */
const renderDataFolder = 'content';
/** Every page's data, one JSON text a line, in the table's order (renderDataModuleCode reads one page's span). */
const pagesFileName = 'pages.jsonl';

/**
 * The manifest's virtual modules in the server bundle (the build's SSR bundle, decision 030): they
 * read the content from files beside the bundle at render time instead of holding it, so the bundle
 * is made of code only and a content change does not rebuild it; and each render worker holds one
 * page at a time, not every page. The route table and site data are read once, as the bundle loads;
 * a page when it is rendered. scripts/build.ts writes the files (writeRenderData) for every build.
 */
function renderDataModuleCode(virtualId: string): string | undefined {
  const folder = `const folder = new URL(${JSON.stringify(`./${renderDataFolder}/`)}, import.meta.url);`;
  if (virtualId === SITE_DATA) {
    return [`import { readFileSync } from 'node:fs';`, folder, `export default JSON.parse(readFileSync(new URL('site.json', folder), 'utf8'));`].join('\n');
  }
  if (virtualId === ROUTE_TABLE) {
    return [
      `import { openSync, read, readFileSync } from 'node:fs';`,
      folder,
      `const table = JSON.parse(readFileSync(new URL('route-table.json', folder), 'utf8'));`,
      'export const routes = table.routes;',
      'export const notFoundPageId = table.notFoundPageId;',
      // Every page's data in one file, each at the byte span the table gives for its place (writeRenderData).
      // Opened with the table, and kept open: a server running this entry while a new build is swapped in
      // (decision 029) goes on reading its own build's pages, never the new file's bytes at the old spans.
      `const pagesFile = new URL(${JSON.stringify(pagesFileName)}, folder);`,
      'const pagesDescriptor = openSync(pagesFile, "r");',
      'const readPage = (index) =>',
      '  new Promise((resolve, reject) => {',
      '    const [start, length] = table.pageSpans[index];',
      '    read(pagesDescriptor, Buffer.alloc(length), 0, length, start, (error, bytesRead, buffer) => {',
      '      if (error) return reject(error);',
      '      if (bytesRead !== length) return reject(new Error("The render data file " + pagesFile.pathname + " is shorter than its table says"));',
      '      try {',
      '        resolve(JSON.parse(buffer.toString("utf8")));',
      '      } catch (parseError) {',
      '        reject(parseError);',
      '      }',
      '    });',
      '  });',
      'export const pageLoaders = Object.fromEntries(table.pageIds.map((id, index) => [id, async () => ({ default: await readPage(index) })]));',
    ].join('\n');
  }
  return undefined;
}

/**
 * Writes the content the server bundle renders (renderDataModuleCode) into `serverDir`/content/: the
 * route table (with each page's byte span in the pages file), site.json's data, and the pages file.
 * One file for the pages, not one a page: creating 4,000 small files was 0.6-0.8 s of every build at
 * 4,000 pages, one-page rebuilds included (docs/decisions/030, amended 2026-11-29); a render worker
 * still reads one page at a time.
 */
export async function writeRenderData(serverDir: string, built: BuiltManifest): Promise<void> {
  const folder = path.join(serverDir, renderDataFolder);
  await mkdir(folder, { recursive: true });
  const texts = built.pages.map((page) => Buffer.from(`${pageText(page)}\n`));
  const pageSpans: [start: number, length: number][] = [];
  let start = 0;
  for (const text of texts) {
    // The span leaves out the line's end.
    pageSpans.push([start, text.length - 1]);
    start += text.length;
  }
  const table = { routes: built.routes, notFoundPageId: built.notFoundPageId, pageIds: built.pages.map((page) => page.id), pageSpans };
  await writeFile(path.join(folder, pagesFileName), Buffer.concat(texts));
  await writeFile(path.join(folder, 'site.json'), JSON.stringify(built.site));
  await writeFile(path.join(folder, 'route-table.json'), JSON.stringify(table));
}
