import { randomBytes } from 'node:crypto';
import { link, lstat, readdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describeSymbolicLink, findSymbolicLinks } from '../../src/engine/manifest/symbolic-links';
import { versionOf } from './minimal-edit';
import { RequestRefused } from './request-fields';

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

/** Whether any part of `relative` under rootDir (a folder on the way, or the file) is a symbolic link; parts that do not exist end the walk. */
async function throughLink(rootDir: string, relative: string): Promise<boolean> {
  let current = rootDir;
  for (const part of relative.split(path.sep)) {
    current = path.join(current, part);
    const stat = await lstat(current).catch(() => undefined);
    if (!stat) return false;
    if (stat.isSymbolicLink()) return true;
  }
  return false;
}

/**
 * The absolute path of `requested` (relative to rootDir, forward slashes, like "content/pages/about.json"),
 * when it lies inside `folder` (relative to rootDir) after resolving `..` and every symlink, no symbolic
 * link is on the way (decision 027: one is refused wherever it points, even to another file of the
 * folder), and its name ends with one of `extensions`; otherwise PathRefused. A file that does not exist
 * yet is checked through its folder's real path.
 */
export async function confinedPath(rootDir: string, folder: string, requested: string, extensions: readonly string[]): Promise<string> {
  if (typeof requested !== 'string' || requested.includes('\0') || path.isAbsolute(requested) || requested.includes('\\'))
    throw new PathRefused(String(requested));
  if (!extensions.some((extension) => requested.toLowerCase().endsWith(extension))) throw new PathRefused(requested);
  const realFolder = await realpath(path.join(rootDir, folder));
  const lexical = path.resolve(rootDir, requested);
  if (!inside(path.resolve(rootDir, folder), lexical)) throw new PathRefused(requested);
  if (await throughLink(path.resolve(rootDir), path.relative(path.resolve(rootDir), lexical))) throw new PathRefused(requested);
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

/** The blog's categories: written by the editor only after the blog import's own check (blog-content.ts). */
export const CATEGORIES_FILE = 'content/blog/categories.json';

/**
 * The files the editor reads and writes, by their one plain name: the validator (validate-manifest.ts)
 * knows each file by this name, so a draft under another spelling of it would be checked as a new file.
 */
const EDITABLE = /^content\/(site\.json|(pages|collections)\/[^/]+\.json|blog\/categories\.json)$/;
const MANIFEST_FILE = /^content\/(site\.json|(pages|collections)\/[^/]+\.json)$/;

/** A file the validator reads (site.json, a page, a collection), by its plain name. */
export const isManifestFile = (file: string) => MANIFEST_FILE.test(file);

/**
 * A content file: site.json, a page, a collection or the blog's categories; relative to the project
 * root. Any other file of content/ is refused (the path checks of request-fields.ts come first).
 */
export async function contentFile(rootDir: string, file: string): Promise<string> {
  if (!EDITABLE.test(file)) throw new PathRefused(file);
  return confinedPath(rootDir, CONTENT_DIR, file, ['.json']);
}

/** An image under public/img/, as the site writes it ("/img/hero/about.webp"). */
export const imageFile = (rootDir: string, src: string) =>
  confinedPath(rootDir, IMAGE_DIR, src.startsWith('/img/') ? `public${src}` : `\0${src}`, IMAGE_EXTENSIONS);

/**
 * Every JSON file of content/ that the manifest reads: site.json, pages and collections (not the blog's
 * files). A symbolic link, or a file inside a linked folder, is left out (decision 027): refusedLinks says so.
 */
export async function listContentFiles(rootDir: string): Promise<string[]> {
  const links = (await findSymbolicLinks(rootDir, [CONTENT_DIR])).map((found) => found.file);
  const linked = (file: string) => links.some((link) => file === link || file.startsWith(`${link}/`));
  const files = linked('content/site.json') ? [] : ['content/site.json'];
  for (const folder of ['content/pages', 'content/collections']) {
    if (linked(folder)) continue;
    const entries = await readdir(path.join(rootDir, folder), { withFileTypes: true }).catch(() => []);
    files.push(
      ...entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => `${folder}/${entry.name}`)
        .sort(),
    );
  }
  return files;
}

/**
 * Every symbolic link in content/ and public/ the editor leaves out, each as the one message every tool
 * prints; a target written as an absolute path into the project is shown relative to it (no answer of
 * the editor says where the project lies).
 */
export async function refusedLinks(rootDir: string): Promise<{ file: string; message: string }[]> {
  const roots = [...new Set([path.resolve(rootDir), await realpath(rootDir)])];
  const shown = (target: string) => {
    for (const root of roots) {
      const relative = path.relative(root, target);
      if (path.isAbsolute(target) && !relative.startsWith('..') && !path.isAbsolute(relative)) return relative.split(path.sep).join('/') || '.';
    }
    return target;
  };
  return (await findSymbolicLinks(rootDir)).map((found) => ({ file: found.file, message: describeSymbolicLink({ ...found, target: shown(found.target) }) }));
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

/** The file changed on disk since the version the request started from: nothing was written (409, with the disk's text). */
export class FileChanged extends Error {
  constructor(
    readonly file: string,
    readonly disk: string,
  ) {
    super(`${file} changed on disk since it was opened; nothing was written.`);
    this.name = 'FileChanged';
  }
}

const locks = new Map<string, Promise<void>>();

/**
 * Runs `work` while no other writer of this editor holds `absolute` (one writer per file, issue 27
 * item 3): the calls for one path run one after the other, in the order they came.
 */
export async function withFileLock<T>(absolute: string, work: () => Promise<T>): Promise<T> {
  const previous = locks.get(absolute) ?? Promise.resolve();
  let release = () => {};
  const held = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
  locks.set(absolute, held);
  await previous;
  try {
    return await work();
  } finally {
    release();
    if (locks.get(absolute) === held) locks.delete(absolute);
  }
}

const temporaryBeside = (absolute: string) => path.join(path.dirname(absolute), `.${path.basename(absolute)}.${randomBytes(6).toString('hex')}.tmp`);

/**
 * Replaces the file's text through a temporary file in the same folder and a rename (a reader sees the
 * old bytes or the new, never half), only when the disk still holds the version `expected`: compared
 * right before the rename, so a change another program made meanwhile is a FileChanged, not lost.
 * The caller holds withFileLock, which keeps this editor's own writers out.
 */
export async function replaceIfUnchanged(absolute: string, file: string, text: string, expected: string): Promise<void> {
  const stat = await lstat(absolute).catch(() => undefined);
  if (stat?.isSymbolicLink()) throw new PathRefused(file);
  const temporary = temporaryBeside(absolute);
  try {
    await writeFile(temporary, text, { mode: stat?.mode ?? 0o644 });
    const disk = await readFile(absolute, 'utf8');
    if (versionOf(disk) !== expected) throw new FileChanged(file, disk);
    await rename(temporary, absolute);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Writes a new file whole, only when no file has that name: the text goes to a temporary file that is
 * then hard-linked under the name, which fails when the name exists (created exclusively, so two
 * requests for one new name give one file and one 409).
 */
export async function createExclusively(absolute: string, file: string, text: string): Promise<void> {
  const temporary = temporaryBeside(absolute);
  try {
    await writeFile(temporary, text, { mode: 0o644, flag: 'wx' });
    await link(temporary, absolute).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? new RequestRefused(409, `${file} exists already`) : error;
    });
  } finally {
    await rm(temporary, { force: true });
  }
}
