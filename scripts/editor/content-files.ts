import { randomBytes } from 'node:crypto';
import { lstat, readdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A path the editor refuses: outside content/ (or the image folder), not the kind of file asked for, or a symlink out. */
export class PathRefused extends Error {
  constructor(readonly requested: string) {
    super(`The editor only reads and writes files inside content/ (and images inside public/img/): "${requested}" is not one of them`);
    this.name = 'PathRefused';
  }
}

function inside(folder: string, candidate: string): boolean {
  const relative = path.relative(folder, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The absolute path of `requested` (relative to rootDir, forward slashes, like "content/pages/about.json"),
 * when it lies inside `folder` (relative to rootDir) after resolving `..` and every symlink, and its name
 * ends with one of `extensions`; otherwise PathRefused. A file that does not exist yet is checked through
 * its folder's real path.
 */
export async function confinedPath(rootDir: string, folder: string, requested: string, extensions: readonly string[]): Promise<string> {
  if (typeof requested !== 'string' || requested.includes('\0') || path.isAbsolute(requested) || requested.includes('\\'))
    throw new PathRefused(String(requested));
  if (!extensions.some((extension) => requested.toLowerCase().endsWith(extension))) throw new PathRefused(requested);
  const realFolder = await realpath(path.join(rootDir, folder));
  const lexical = path.resolve(rootDir, requested);
  if (!inside(path.resolve(rootDir, folder), lexical)) throw new PathRefused(requested);
  let real: string;
  try {
    real = await realpath(lexical);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    real = path.join(await realpath(path.dirname(lexical)).catch(() => path.dirname(lexical)), path.basename(lexical));
  }
  if (!inside(realFolder, real)) throw new PathRefused(requested);
  return real;
}

const CONTENT_DIR = 'content';
export const IMAGE_DIR = 'public/img';
export const IMAGE_EXTENSIONS = ['.webp', '.png', '.jpg', '.jpeg', '.svg', '.avif', '.gif'] as const;

/** A content file: site.json, a page or a collection; relative to the project root. */
export const contentFile = (rootDir: string, file: string) => confinedPath(rootDir, CONTENT_DIR, file, ['.json']);

/** An image under public/img/, as the site writes it ("/img/hero/about.webp"). */
export const imageFile = (rootDir: string, src: string) =>
  confinedPath(rootDir, IMAGE_DIR, src.startsWith('/img/') ? `public${src}` : `\0${src}`, IMAGE_EXTENSIONS);

/** Every JSON file of content/ that the manifest reads: site.json, pages and collections (not the blog's files). */
export async function listContentFiles(rootDir: string): Promise<string[]> {
  const files = ['content/site.json'];
  for (const folder of ['content/pages', 'content/collections']) {
    const names = await readdir(path.join(rootDir, folder));
    files.push(
      ...names
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => `${folder}/${name}`),
    );
  }
  return files;
}

/** Every image under public/img/, as "/img/…" paths, sorted; symlinks are not followed. */
export async function listImages(rootDir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(folder: string): Promise<void> {
    for (const entry of await readdir(path.join(rootDir, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) await walk(relative);
      else if (entry.isFile() && IMAGE_EXTENSIONS.some((extension) => entry.name.toLowerCase().endsWith(extension)))
        found.push(relative.slice('public'.length));
    }
  }
  await walk(IMAGE_DIR);
  return found.sort();
}

export async function readText(absolute: string): Promise<string> {
  return readFile(absolute, 'utf8');
}

/** Writes through a temporary file in the same folder and a rename: a reader sees the old bytes or the new, never half. */
export async function writeAtomically(absolute: string, text: string): Promise<void> {
  const stat = await lstat(absolute).catch(() => undefined);
  if (stat?.isSymbolicLink()) throw new PathRefused(absolute);
  const temporary = path.join(path.dirname(absolute), `.${path.basename(absolute)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, text, { mode: stat?.mode ?? 0o644 });
    await rename(temporary, absolute);
  } finally {
    await rm(temporary, { force: true });
  }
}
