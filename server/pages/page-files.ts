import { constants, type FileHandle, open } from 'node:fs/promises';
import path from 'node:path';
import { isMissingFile } from '../file-errors';
import type { StoredEncoding } from './content-encoding';
import { createHtmlDocument, type HtmlDocument } from './html-document';
import { compressVariants } from './precompressed-files';

/**
 * A page routes.json lists whose file cannot be served (missing, not a regular file, a symbolic link:
 * decision 027). The message names the file relative to the build folder, never an absolute path.
 */
export class PageFileError extends Error {
  override name = 'PageFileError';
}

/** What the stored variants are called beside a page (as precompressed-files.ts writes them). */
const variantSuffixes: Record<StoredEncoding, string> = { br: '.br', gzip: '.gz' };

interface RegularFile {
  body: Buffer;
  mtimeMs: number;
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && 'code' in error && codes.includes(String(error.code));
}

/**
 * The file's bytes, when it is a regular file reached without following a symbolic link at its last
 * step; undefined when it is not there. Read through one handle, so the bytes and the time are of
 * the same file even when a build swaps it meanwhile.
 */
async function readRegularFile(file: string, shown: string): Promise<RegularFile | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (isMissingFile(error) || hasCode(error, 'ENOTDIR')) return undefined;
    if (hasCode(error, 'ELOOP')) throw new PageFileError(`${shown} is a symbolic link, which is never served (decision 027): run \`npm run build\` again`);
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new PageFileError(`${shown} is not a regular file: run \`npm run build\` again`);
    return { body: await handle.readFile(), mtimeMs: info.mtimeMs };
  } finally {
    await handle.close();
  }
}

export interface PageFilesOptions {
  /** Compress a page the build stored no variants for (an older build's, a test's) when it is read; the development server does not. */
  compress: boolean;
  /** Bytes of pages (with their variants) kept in memory; the least recently used go first. */
  cacheBytes?: number;
}

/** A few hundred typical pages (a page of 90 KB with its variants is about 130 KB). */
const defaultCacheBytes = 48 * 1024 * 1024;

/**
 * The build's pages, read from disk when first asked for, not at start (issue 31: reading 4,000 pages
 * and their variants made the start grow with the site). A page's ETag is the SHA-256 of the bytes
 * read (html-document.ts), as it was when every page was read at start. Pages stay in a cache
 * bounded by bytes; a page larger than the whole cache is read for each request instead.
 */
export function createPageFiles(distDir: string, options: PageFilesOptions) {
  const cacheBytes = options.cacheBytes ?? defaultCacheBytes;
  const cache = new Map<string, { document: Promise<HtmlDocument>; bytes: number }>();
  let cachedBytes = 0;
  const shown = (file: string) => path.relative(distDir, file).split(path.sep).join('/');

  const evict = (key: string) => {
    const entry = cache.get(key);
    if (entry === undefined) return;
    cache.delete(key);
    cachedBytes -= entry.bytes;
  };

  async function read(file: string): Promise<HtmlDocument> {
    const page = await readRegularFile(file, shown(file));
    if (page === undefined) throw new PageFileError(`${shown(file)} is missing, but routes.json lists it: run \`npm run build\` again`);
    const variants: Partial<Record<StoredEncoding, Buffer>> = {};
    for (const [encoding, suffix] of Object.entries(variantSuffixes) as [StoredEncoding, string][]) {
      const variant = await readRegularFile(`${file}${suffix}`, shown(`${file}${suffix}`)).catch(() => undefined);
      // A variant older than its page is from an earlier build: better none than a wrong page.
      if (variant !== undefined && variant.mtimeMs >= page.mtimeMs) variants[encoding] = variant.body;
    }
    if (variants.br && variants.gzip) return createHtmlDocument(page.body, variants);
    // Made while a visitor waits: the fast levels (precompressed-files.ts).
    return createHtmlDocument(page.body, options.compress ? await compressVariants(page.body, 'fast') : {});
  }

  return {
    /** The page in `file` (under the build folder) with its stored variants; throws PageFileError when it cannot be served. */
    load(file: string): Promise<HtmlDocument> {
      const entry = cache.get(file);
      if (entry !== undefined) {
        // Most recently used last: the first key is the one to drop.
        cache.delete(file);
        cache.set(file, entry);
        return entry.document;
      }
      const document = read(file);
      // Counted as the size of a typical page until read; a failure is not kept (the next request tries again).
      const fresh = { document, bytes: 0 };
      cache.set(file, fresh);
      document.then(
        (made) => {
          if (cache.get(file) !== fresh) return;
          fresh.bytes = made.body.length + (made.variants.br?.length ?? 0) + (made.variants.gzip?.length ?? 0);
          cachedBytes += fresh.bytes;
          if (fresh.bytes > cacheBytes) evict(file);
          for (const key of cache.keys()) {
            if (cachedBytes <= cacheBytes) break;
            evict(key);
          }
        },
        () => {
          if (cache.get(file) === fresh) cache.delete(file);
        },
      );
      return document;
    },
  };
}
