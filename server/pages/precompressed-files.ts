import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { StoredEncoding } from './content-encoding';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats. Images, video and fonts are compressed already: squeezing them again saves nothing. */
const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest', '.ico', '.map'] as const;

/** The file name suffix of each stored variant, as @fastify/static's `preCompressed` looks for them. */
const variantSuffix: Record<StoredEncoding, string> = { br: '.br', gzip: '.gz' };

/** Below about a kilobyte the headers and framing eat the saving. */
export const compressionThreshold = 1024;

export type CompressedVariants = Partial<Record<StoredEncoding, Buffer>>;

function isCompressibleFile(fileName: string): boolean {
  return compressibleExtensions.some((extension) => fileName.endsWith(extension));
}

/** A variant the build wrote beside a compressible file: served only through content negotiation. */
export function isStoredVariantFile(fileName: string): boolean {
  return Object.values(variantSuffix).some((suffix) => fileName.endsWith(suffix) && isCompressibleFile(fileName.slice(0, -suffix.length)));
}

/**
 * How hard to compress. `best` (brotli 11, gzip 9) is slow, about 0.2 s for a 94 KB page, so it is for
 * files compressed once at build or start. `fast` (brotli 5, gzip 6) is for what the server makes
 * while a visitor waits (pages rendered on request): a few milliseconds, a few per cent larger.
 */
export type CompressionEffort = 'best' | 'fast';

const effortLevels: Record<CompressionEffort, { brotli: number; gzip: number }> = {
  best: { brotli: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
  fast: { brotli: 5, gzip: 6 },
};

/** Brotli and gzip variants of `body`; a variant not smaller than the original is dropped. */
export async function compressVariants(body: Buffer, effort: CompressionEffort = 'best'): Promise<CompressedVariants> {
  if (body.length < compressionThreshold) return {};
  const levels = effortLevels[effort];
  const [br, gzipped] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: levels.gzip }),
  ]);
  const variants: CompressedVariants = {};
  if (br.length < body.length) variants.br = br;
  if (gzipped.length < body.length) variants.gzip = gzipped;
  return variants;
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) return listFiles(entryPath);
      return entry.isFile() ? [entryPath] : [];
    }),
  );
  return nested.flat();
}

/**
 * Writes `.br` and `.gz` beside each compressible file under `folder` (the build's client/), where
 * @fastify/static (`preCompressed`) and the page loader find them. Returns how many files got variants.
 */
export async function precompressFolder(folder: string, skip: (file: string) => boolean = () => false): Promise<number> {
  // `skip`: files that have their variants already (the build's pages, compressed as they were rendered).
  const files = (await listFiles(folder)).filter((file) => isCompressibleFile(file) && !isStoredVariantFile(file) && !skip(file));
  let compressed = 0;
  // A few at a time: brotli at quality 11 is CPU-bound, and the pool has four threads.
  for (let index = 0; index < files.length; index += 4) {
    await Promise.all(
      files.slice(index, index + 4).map(async (file) => {
        const variants = await compressVariants(await readFile(file));
        for (const [encoding, body] of Object.entries(variants) as [StoredEncoding, Buffer][]) {
          await writeFile(`${file}${variantSuffix[encoding]}`, body);
        }
        if (Object.keys(variants).length > 0) compressed += 1;
      }),
    );
  }
  return compressed;
}

/** The variants the build stored beside `file`; missing ones are simply absent. */
export async function readStoredVariants(file: string): Promise<CompressedVariants> {
  const variants: CompressedVariants = {};
  for (const [encoding, suffix] of Object.entries(variantSuffix) as [StoredEncoding, string][]) {
    const variantFile = `${file}${suffix}`;
    const [original, variant] = await Promise.all([stat(file), stat(variantFile).catch(() => undefined)]);
    // A variant older than its file is from an earlier build: better none than a wrong page.
    if (variant && variant.mtimeMs >= original.mtimeMs) variants[encoding] = await readFile(variantFile);
  }
  return variants;
}
