import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serverDataOf } from '../../../schemas/section';
import { type ServerNeedsFile, searchPagesHash, serverNeedsFileSchema } from '../../../schemas/server-needs-file';
import type { BuiltManifest } from './build-manifest';

/**
 * Which pages' islands take the blog's data (a section whose type's definition names
 * `browser.serverData`), from the manifest: the server reads this instead of rendering every page
 * with islands at start to find out (decision 031). Pages the build renders only (status 200).
 */
export function serverNeedsOf(manifest: Pick<BuiltManifest, 'pages'>, searchPagesSha256?: string): ServerNeedsFile {
  const blogPages = manifest.pages.flatMap((page) => {
    if (page.status !== 200) return [];
    const kind = page.sections.map((section) => serverDataOf(section.type)).find((found) => found !== undefined);
    return kind === undefined ? [] : [{ path: page.path, kind }];
  });
  return serverNeedsFileSchema.parse({ blogPages, ...(searchPagesSha256 === undefined ? {} : { searchPagesSha256 }) });
}

/**
 * Writes dist/server-needs.json beside routes.json, with the hash of the search-pages.json already
 * written there; scripts/build.ts calls it once the pages are rendered.
 */
export async function writeServerNeeds(distDir: string, manifest: Pick<BuiltManifest, 'pages'>): Promise<void> {
  const searchPages = await readFile(path.join(distDir, 'search-pages.json'));
  await writeFile(path.join(distDir, 'server-needs.json'), `${JSON.stringify(serverNeedsOf(manifest, searchPagesHash(searchPages)))}\n`);
}
