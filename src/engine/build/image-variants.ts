import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSize } from '../../common/page-data';
import { maxImagePixels } from '../images/pixel-limit';

/**
 * The build's image pipeline. A photo that content names (any of JPEG, PNG, WebP, AVIF, TIFF, at any
 * size) is shown through WebP copies of it at the widths its use needs (image-uses.ts), and a page's
 * link-preview image through a 1200×630 cut of it. The manifest step plans them (an address per
 * variant, from the file's content hash) and the prerender writes them under client/img/_v/, taking
 * each from a cache folder where it was encoded once: a rebuild without a new photo encodes nothing.
 * SVG and GIF (vector art, animation) are shown as they are.
 */

/** Raster formats worth re-encoding; everything else (SVG, GIF) passes through. */
const RASTER = /\.(jpe?g|png|webp|avif|tiff?)$/i;

/** Where variants are published, under the client root. */
const VARIANTS_PATH = '/img/_v';

/** The default cache folder, the project's, kept between builds (npm ci empties node_modules, and with it the cache). */
export const DEFAULT_CACHE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/images');

/** Encoder settings; a change to them must change this name, so that no stale variant is reused. */
const ENCODING = 'v1';
const WEBP_OPTIONS = { quality: 72, effort: 4 } as const;
const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 630;

export type VariantRequest = {
  /** The source file, absolute. */
  file: string;
  /** The source as content names it, under public/ ("/img/hero/about.jpg"): what an error names. */
  src: string;
  /** Address under the client root: /img/_v/<hash>-<width>.webp or /img/_v/<hash>-1200x630.jpg. */
  output: string;
} & ({ kind: 'width'; width: number } | { kind: 'preview'; format: 'jpeg' | 'png' });

export type ImagePlanner = {
  /** The WebP variant of `src` at `width` pixels, planned; undefined for a file that is not a raster image or cannot be read. */
  variant(src: string, width: number): string | undefined;
  /** The 1200×630 link-preview cut of `src`, planned; undefined when the file cannot be read. */
  preview(src: string): { src: string; size: ImageSize } | undefined;
  /** Every variant planned so far, one per address. */
  requests(): VariantRequest[];
};

export function isRasterImage(src: string): boolean {
  return RASTER.test(src);
}

/** Plans variants of files under `publicDir`; addresses are named after each file's content, so a changed photo gets new ones. */
export function createImagePlanner(publicDir: string): ImagePlanner {
  const hashes = new Map<string, string | undefined>();
  const planned = new Map<string, VariantRequest>();
  const hashOf = (src: string) => {
    if (!hashes.has(src)) {
      try {
        const digest = createHash('sha256')
          .update(ENCODING)
          .update(readFileSync(path.join(publicDir, src)))
          .digest('hex');
        hashes.set(src, digest.slice(0, 16));
      } catch {
        // A missing file is the validator's to report; here it just gets no variants.
        hashes.set(src, undefined);
      }
    }
    return hashes.get(src);
  };
  return {
    variant(src, width) {
      const hash = isRasterImage(src) ? hashOf(src) : undefined;
      if (!hash) return undefined;
      const output = `${VARIANTS_PATH}/${hash}-${width}.webp`;
      planned.set(output, { file: path.join(publicDir, src), src, output, kind: 'width', width });
      return output;
    },
    preview(src) {
      const hash = hashOf(src);
      if (!hash) return undefined;
      // Graphics (PNG, SVG) stay sharp-edged in PNG; photographs are smaller in JPEG, which every link-preview reader takes.
      const format = /\.(png|svg|gif)$/i.test(src) ? 'png' : 'jpeg';
      const output = `${VARIANTS_PATH}/${hash}-${PREVIEW_WIDTH}x${PREVIEW_HEIGHT}.${format === 'png' ? 'png' : 'jpg'}`;
      planned.set(output, { file: path.join(publicDir, src), src, output, kind: 'preview', format });
      return { src: output, size: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT } };
    },
    requests: () => [...planned.values()].sort((a, b) => a.output.localeCompare(b.output)),
  };
}

/** A picture the build could not turn into a variant, named as content names it (sharp's own errors name no file). */
export class ImageVariantError extends Error {
  constructor(request: VariantRequest, cause: unknown) {
    const named = `public${request.src}`;
    // sharp names a missing file by its absolute path: the message says it as content does.
    const reason = (cause instanceof Error ? cause.message : String(cause)).replaceAll(request.file, named);
    super(`${named}: the build could not make its variants: ${reason}`, { cause });
    this.name = 'ImageVariantError';
  }
}

/** The variant's bytes; any error (an unreadable, truncated or oversized file) becomes an ImageVariantError naming the file. */
async function encode(request: VariantRequest, maxPixels = maxImagePixels()): Promise<Buffer> {
  try {
    // Loaded when a variant is first encoded: validation and a build with a warm cache never need libvips.
    const { default: sharp } = await import('sharp');
    // rotate() applies the camera's orientation; metadata (EXIF, GPS) is not copied into the variant.
    // The pixel limit is the validator's (decision 028), which has already named any file over it.
    const image = sharp(request.file, { limitInputPixels: maxPixels }).rotate();
    if (request.kind === 'width') return await image.resize({ width: request.width, withoutEnlargement: true }).webp(WEBP_OPTIONS).toBuffer();
    const cut = image.resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: sharp.strategy.attention });
    return request.format === 'png'
      ? await cut.png({ compressionLevel: 9, palette: false }).toBuffer()
      : await cut.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  } catch (error) {
    throw new ImageVariantError(request, error);
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export type VariantsWritten = { encoded: number; reused: number };

/**
 * Writes every planned variant into `clientDir`, encoding only those the cache does not hold yet.
 * Variants of one photo are encoded together; photos one after another (sharp spreads each over the
 * machine's cores already).
 */
/** The cached file of one variant, encoded first if the cache does not hold it yet; `fresh` says whether it was encoded now. */
export async function cachedVariant(request: VariantRequest, cacheDir: string): Promise<{ file: string; fresh: boolean }> {
  const cached = path.join(cacheDir, path.posix.basename(request.output));
  if (await exists(cached)) return { file: cached, fresh: false };
  await mkdir(cacheDir, { recursive: true });
  // Written aside then renamed: another build sharing the cache never reads half a file.
  const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, await encode(request));
  await rename(temporary, cached);
  return { file: cached, fresh: true };
}

export async function writeImageVariants(requests: readonly VariantRequest[], clientDir: string, cacheDir: string): Promise<VariantsWritten> {
  await mkdir(cacheDir, { recursive: true });
  if (requests.length > 0) await mkdir(path.join(clientDir, VARIANTS_PATH), { recursive: true });
  const bySource = new Map<string, VariantRequest[]>();
  for (const request of requests) bySource.set(request.file, [...(bySource.get(request.file) ?? []), request]);
  let encoded = 0;
  let reused = 0;
  for (const group of bySource.values()) {
    await Promise.all(
      group.map(async (request) => {
        const { file: cached, fresh } = await cachedVariant(request, cacheDir);
        if (fresh) encoded += 1;
        else reused += 1;
        await copyFile(cached, path.join(clientDir, request.output));
      }),
    );
  }
  return { encoded, reused };
}
