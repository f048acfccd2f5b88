import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Page } from '../../../schemas/page';
import type { ImageSize, PageData } from '../../common/page-data';
import { type ImageUse, imageUseAt, sizesOf, variantWidthsFor } from '../images/image-uses';
import { buildIconSet } from './icon-markup';
import type { ImagePlanner } from './image-variants';

const SIZED_IMAGE = /\.(webp|avif|png|jpe?g|gif|svg)$/i;

type ImageLike = { src: string; alt: string; width?: number; height?: number };

function isImageLike(value: object): value is ImageLike {
  return 'src' in value && 'alt' in value && typeof value.src === 'string';
}

type ImageSizer = (src: string) => ImageSize | undefined;

/** Where the walk is: the section it is in (type and, for card grids, columns) and the key it is under. */
type Place = { sectionType: string | undefined; columns: number | undefined; key: string };

/**
 * Fills in the intrinsic width and height of every image that content left them out of, so nothing
 * shifts; with a planner, gives each raster image the srcset of the widths its use needs and the
 * sizes to choose with, and points its src at one of them (the original file is never sent).
 */
function withImages<T>(data: T, place: Place, sizeOf: ImageSizer, planner: ImagePlanner | undefined): T {
  if (Array.isArray(data)) return data.map((item: unknown) => withImages(item, place, sizeOf, planner)) as T;
  if (data === null || typeof data !== 'object') return data;
  const isSection = place.key === 'sections' && 'type' in data && typeof data.type === 'string';
  const here: Omit<Place, 'key'> = isSection
    ? { sectionType: data.type as string, columns: 'columns' in data && typeof data.columns === 'number' ? data.columns : undefined }
    : place;
  const copy: Record<string, unknown> = {};
  // Plain values are copied as they are: no place made for each (4,000 pages' worth of garbage).
  for (const [key, value] of Object.entries(data))
    copy[key] = value !== null && typeof value === 'object' ? withImages(value, { ...here, key }, sizeOf, planner) : value;
  if (!isImageLike(copy) || !SIZED_IMAGE.test(copy.src)) return copy as T;
  const size = sizeOf(copy.src);
  if (size && (copy.width === undefined || copy.height === undefined)) {
    Object.assign(copy, { width: copy.width ?? size.width, height: copy.height ?? size.height });
  }
  if (size && planner) Object.assign(copy, responsiveSources(copy.src, size.width, imageUseAt(here.sectionType, place.key), here.columns, planner));
  return copy as T;
}

function responsiveSources(src: string, intrinsicWidth: number, use: ImageUse, columns: number | undefined, planner: ImagePlanner) {
  const variants = variantWidthsFor(intrinsicWidth, use).flatMap((width) => {
    const variant = planner.variant(src, width);
    return variant ? [{ width, src: variant }] : [];
  });
  // The src of a browser that ignores srcset: a desktop-sized variant.
  const fallback = variants.filter((variant) => variant.width <= 1280).at(-1) ?? variants[0];
  if (fallback === undefined) return {};
  return { src: fallback.src, srcSet: variants.map((variant) => `${variant.src} ${variant.width}w`).join(', '), sizes: sizesOf(use, columns) };
}

export function createImageSizer(publicDir: string) {
  const cache = new Map<string, { width: number; height: number } | undefined>();
  return (src: string) => {
    if (!cache.has(src)) {
      try {
        const { width, height, orientation } = imageSize(readFileSync(path.join(publicDir, src)));
        // EXIF orientations 5 to 8 turn the picture a quarter: its displayed width is the stored height.
        const turned = orientation !== undefined && orientation >= 5;
        cache.set(src, width && height ? (turned ? { width: height, height: width } : { width, height }) : undefined);
      } catch {
        // A missing or unreadable file is reported by the validator; here the image just stays unsized.
        cache.set(src, undefined);
      }
    }
    return cache.get(src);
  };
}

/** A validated page as the browser receives it. */
export function normalizePage(id: string, page: Page, publicDir: string, sizeOf = createImageSizer(publicDir), planner?: ImagePlanner): PageData {
  const { $schema: _schema, ...content } = page;
  const sized = withImages(content, { sectionType: undefined, columns: undefined, key: '' }, sizeOf, planner);
  return { ...sized, id, icons: buildIconSet(sized.sections) };
}
