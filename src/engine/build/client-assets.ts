import { readFile } from 'node:fs/promises';
import path from 'node:path';

type ManifestChunk = { file: string; src?: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
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

function findChunkKey(manifest: ClientManifest, candidates: string[]): string {
  for (const [key, chunk] of Object.entries(manifest)) {
    if (candidates.includes(key) || (chunk.src !== undefined && candidates.includes(chunk.src))) return key;
  }
  throw new Error(`The client build has no chunk for ${candidates.join(' / ')}`);
}

/**
 * The files a prerendered page needs before it can hydrate: the entry, its page-data chunk and the
 * renderers of its sections, with everything they import, so the browser fetches them in parallel
 * (modulepreload) instead of discovering them one import at a time.
 */
export function assetsForModules(manifest: ClientManifest, pageId: string, sectionTypes: string[]): PageAssets {
  const entryKey = findChunkKey(manifest, ['index.html']);
  const roots = [
    entryKey,
    findChunkKey(manifest, [`virtual:page/${pageId}`, `\0virtual:page/${pageId}`]),
    ...sectionTypes.map((type) => findChunkKey(manifest, [`src/sections/${type}/${type}-section.tsx`])),
  ];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  const chunks = [...seen].map((key) => manifest[key]).filter((chunk): chunk is ManifestChunk => chunk !== undefined);
  const entryFile = manifest[entryKey]?.file ?? '';
  return {
    entry: `/${entryFile}`,
    preloads: chunks.map((chunk) => `/${chunk.file}`).filter((file) => file !== `/${entryFile}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}
