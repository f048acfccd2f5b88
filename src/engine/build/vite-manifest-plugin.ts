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
    manifest ??= buildManifest(rootDir);
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
      if (this.environment?.mode === 'build') await getManifest();
    },
    resolveId(id) {
      if (id === ROUTE_TABLE || id === SITE_DATA || id.startsWith(PAGE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
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
