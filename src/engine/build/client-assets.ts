import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IslandTrigger } from '../../../schemas/define-section-type';

type ManifestChunk = { file: string; src?: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type ClientManifest = Record<string, ManifestChunk>;

export type PageAssets = { entry: string; preloads: string[]; styles: string[] };

export async function readClientManifest(clientDir: string): Promise<ClientManifest> {
  return JSON.parse(await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ClientManifest;
}

/** The text of every stylesheet of the client build, by the address the pages use for it. */
export async function readStylesheets(clientDir: string, manifest: ClientManifest): Promise<Map<string, string>> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const entries = await Promise.all([...files].map(async (file) => [`/${file}`, await readFile(path.join(clientDir, file), 'utf8')] as const));
  return new Map(entries);
}

const entryKey = 'index.html';

/**
 * The manifest key of an island type's client module: the module the registry's `client` imports,
 * which decision 009 places at src/sections/<type>/<type>.island.ts(x) (tests/section-registry.test.tsx
 * checks that the registry imports exactly that file). The entry's dynamic imports are the candidates.
 */
function islandChunkKey(manifest: ClientManifest, type: string): string {
  const candidates = [`src/sections/${type}/${type}.island.ts`, `src/sections/${type}/${type}.island.tsx`];
  const key = Object.keys(manifest).find((candidate) => candidates.includes(candidate));
  if (!key) throw new Error(`The client build has no island module for "${type}" (${candidates.join(' / ')})`);
  return key;
}

function withStaticImports(manifest: ClientManifest, roots: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen].map((key) => manifest[key]).filter((chunk): chunk is ManifestChunk => chunk !== undefined);
}

/**
 * The files a prerendered page names in its head: the loader entry and its imports, and for the islands
 * with trigger 'load' their client modules and everything they import (modulepreload: fetched in
 * parallel, not discovered one import at a time). Islands with a later trigger load their code when it
 * fires. The stylesheets of every island on the page are in the head, so nothing shifts when one mounts.
 *
 * `islandsFetch`: the pages are served as built, without data (the legacy preset's build). A blog
 * island's module loads React only for such a page (its dynamic import, decision 019), so there the
 * 'load' islands' dynamic imports are preloaded too; the reference preset's pages, which the server
 * renders with their data, never load them and do not name them.
 */
export function assetsForPage(
  manifest: ClientManifest,
  islands: readonly { type: string; trigger: IslandTrigger }[],
  { islandsFetch = false }: { islandsFetch?: boolean } = {},
): PageAssets {
  if (!manifest[entryKey]) throw new Error('The client build has no entry chunk for index.html');
  const loadIslands = islands.filter((island) => island.trigger === 'load').map((island) => islandChunkKey(manifest, island.type));
  const eager = withStaticImports(manifest, [
    entryKey,
    ...loadIslands,
    ...(islandsFetch ? loadIslands.flatMap((key) => manifest[key]?.dynamicImports ?? []) : []),
  ]);
  const all = withStaticImports(manifest, [entryKey, ...islands.map((island) => islandChunkKey(manifest, island.type))]);
  const entryFile = `/${manifest[entryKey].file}`;
  return {
    entry: entryFile,
    preloads: eager.map((chunk) => `/${chunk.file}`).filter((file) => file !== entryFile),
    styles: [...new Set(all.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}
