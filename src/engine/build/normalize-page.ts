import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Page } from '../../../schemas/page';
import type { PageData } from '../page-data';
import { buildIconSet } from './icon-markup';

const SIZED_IMAGE = /\.(webp|avif|png|jpe?g|gif|svg)$/i;

type ImageLike = { src: string; alt: string; width?: number; height?: number };

function isImageLike(value: object): value is ImageLike {
  return 'src' in value && 'alt' in value && typeof value.src === 'string';
}

/** Fills in the intrinsic width and height of every image that content left them out of, so nothing shifts. */
function withImageSizes<T>(data: T, publicDir: string, sizeOf: (src: string) => { width: number; height: number } | undefined): T {
  if (Array.isArray(data)) return data.map((item: unknown) => withImageSizes(item, publicDir, sizeOf)) as T;
  if (data === null || typeof data !== 'object') return data;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) copy[key] = withImageSizes(value, publicDir, sizeOf);
  if (isImageLike(copy) && (copy.width === undefined || copy.height === undefined) && SIZED_IMAGE.test(copy.src)) {
    const size = sizeOf(copy.src);
    if (size) Object.assign(copy, { width: copy.width ?? size.width, height: copy.height ?? size.height });
  }
  return copy as T;
}

export function createImageSizer(publicDir: string) {
  const cache = new Map<string, { width: number; height: number } | undefined>();
  return (src: string) => {
    if (!cache.has(src)) {
      try {
        const { width, height } = imageSize(readFileSync(path.join(publicDir, src)));
        cache.set(src, width && height ? { width, height } : undefined);
      } catch {
        // A missing or unreadable file is reported by the validator; here the image just stays unsized.
        cache.set(src, undefined);
      }
    }
    return cache.get(src);
  };
}

/** A validated page as the browser receives it. */
export function normalizePage(id: string, page: Page, publicDir: string, sizeOf = createImageSizer(publicDir)): PageData {
  const { $schema: _schema, ...content } = page;
  const sized = withImageSizes(content, publicDir, sizeOf);
  return { ...sized, id, icons: buildIconSet(sized.sections) };
}
