import { writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { type BuiltManifest, buildManifest } from './build-manifest';

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
      `import { readFileSync } from 'node:fs';`,
      `import { readFile } from 'node:fs/promises';`,
      folder,
      `const table = JSON.parse(readFileSync(new URL('route-table.json', folder), 'utf8'));`,
      'export const routes = table.routes;',
      'export const notFoundPageId = table.notFoundPageId;',
      // By the page's place in the table, not its id: a file name made of content is never a path.
      'const pageFile = (index) => new URL("pages/" + index + ".json", folder);',
      'export const pageLoaders = Object.fromEntries(table.pageIds.map((id, index) => [id, async () => ({ default: JSON.parse(await readFile(pageFile(index), "utf8")) })]));',
    ].join('\n');
  }
  return undefined;
}

/** Writes the content the server bundle renders (renderDataModuleCode) into `serverDir`/content/. */
export async function writeRenderData(serverDir: string, built: BuiltManifest): Promise<void> {
  const folder = path.join(serverDir, renderDataFolder);
  await mkdir(path.join(folder, 'pages'), { recursive: true });
  const table = { routes: built.routes, notFoundPageId: built.notFoundPageId, pageIds: built.pages.map((page) => page.id) };
  await writeFile(path.join(folder, 'route-table.json'), JSON.stringify(table));
  await writeFile(path.join(folder, 'site.json'), JSON.stringify(built.site));
  // Thousands of small files, written one after another by synchronous calls: fs/promises' round trips
  // through the thread pool cost three times their CPU (docs/decisions/030, amended 2026-11-29).
  for (const [index, page] of built.pages.entries()) writeFileSync(path.join(folder, 'pages', `${index}.json`), JSON.stringify(page));
}
