import { imageSize } from 'image-size';
import type { ImageSize } from '../../common/page-data';

/**
 * The largest picture, in pixels, content may name and the editor accepts (decision 028). A small
 * file can claim a huge size (a 30000 × 30000 PNG of one colour is 875 KB), and decoding it needs
 * width × height × 4 bytes: 3.6 GB for that one. The limit is checked from the file's header, never
 * by decoding: by `npm run validate` (and so the build, which validates first), by the editor's
 * upload, and by sharp itself as its `limitInputPixels`.
 */
export const DEFAULT_MAX_MEGAPIXELS = 50;

/** The highest limit IMAGE_MAX_MEGAPIXELS may set: sharp and a phone's browser both give up well before. */
const HIGHEST_MAX_MEGAPIXELS = 1000;

/**
 * The limit in pixels: IMAGE_MAX_MEGAPIXELS (megapixels, 1 to 1000; default 50), read here and
 * nowhere else. A bad value throws with what is wrong, so a build or validate run stops on it.
 */
export function maxImagePixels(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.IMAGE_MAX_MEGAPIXELS;
  if (raw === undefined || raw.trim() === '') return megapixelsToPixels(DEFAULT_MAX_MEGAPIXELS);
  return megapixelsToPixels(parseMegapixels(raw, 'IMAGE_MAX_MEGAPIXELS'));
}

/** A number of megapixels from 1 to 1000 given by a person (the variable, the editor's --max-megapixels), or a thrown message naming `source`. */
export function parseMegapixels(raw: string, source: string): number {
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(value) || value < 1 || value > HIGHEST_MAX_MEGAPIXELS)
    throw new Error(`${source} expects a number of megapixels from 1 to ${HIGHEST_MAX_MEGAPIXELS}, found "${raw}"`);
  return value;
}

export const megapixelsToPixels = (megapixels: number) => Math.round(megapixels * 1_000_000);

const megapixels = (pixels: number) => {
  const value = pixels / 1_000_000;
  return value >= 10 ? `${Math.round(value)}` : `${Number(value.toFixed(1))}`;
};

/**
 * Why a picture of `size` is refused under `maxPixels`, as the end of a sentence that starts with
 * its name; undefined when it is within the limit.
 */
export function pixelLimitProblem(size: ImageSize, maxPixels: number): string | undefined {
  const pixels = size.width * size.height;
  if (pixels <= maxPixels) return undefined;
  return `is ${size.width} × ${size.height} pixels (${megapixels(pixels)} megapixels), more than the ${megapixels(maxPixels)} megapixels an image may have (IMAGE_MAX_MEGAPIXELS); scale it down, a photo needs no more than 2560 px across`;
}

/** Width and height from the file's header (never decoded); the largest frame of a file that holds several; undefined when unknown. */
export function imageDimensions(bytes: Uint8Array): ImageSize | undefined {
  try {
    const result = imageSize(bytes);
    const frames = [result, ...(result.images ?? [])].filter((frame) => frame.width > 0 && frame.height > 0);
    if (frames.length === 0) return undefined;
    const largest = frames.reduce((found, frame) => (frame.width * frame.height > found.width * found.height ? frame : found));
    return { width: largest.width, height: largest.height };
  } catch {
    return undefined;
  }
}
