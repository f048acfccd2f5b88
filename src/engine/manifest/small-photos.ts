import type { ImageSize } from '../../common/page-data';
import { isRasterImage } from '../build/image-variants';
import { type ImageUse, imageUseAt, largestWidthOf } from '../images/image-uses';
import type { JsonPath } from './json-path';
import type { ManifestSource } from './read-manifest-file';

type SmallPhotoWarning = { file: string; path: JsonPath; message: string };

const WHERE: Record<ImageUse, string> = {
  hero: 'a page header',
  illustration: 'a page header beside its text',
  card: 'a card',
  text: 'a text-with-image section',
  badge: 'a badge',
  logo: 'a logo tile',
  content: 'the page',
};

/**
 * Photos narrower than the widest their place draws them (image-uses.ts): the browser stretches them
 * there and they look soft. A warning, not an error: a small photo still shows. SVG and GIF scale or
 * are shown as they are, so only raster photos are checked; a missing file is the cross-reference
 * check's to report. Collection entries are checked where their fields are shown: pictures on cards,
 * logos in logo tiles.
 */
export function findSmallPhotos(
  pages: readonly ManifestSource[],
  collections: readonly ManifestSource[],
  sizeOf: (src: string) => ImageSize | undefined,
): SmallPhotoWarning[] {
  const warnings: SmallPhotoWarning[] = [];
  const visit = (file: string, data: unknown, path: JsonPath, sectionType: string | undefined) => {
    if (Array.isArray(data)) {
      data.forEach((item, index) => {
        visit(file, item, [...path, index], sectionType);
      });
      return;
    }
    if (data === null || typeof data !== 'object') return;
    const record = data as Record<string, unknown>;
    const inSections = path.at(-2) === 'sections' && typeof record.type === 'string';
    const here = inSections ? (record.type as string) : sectionType;
    for (const [key, value] of Object.entries(record)) visit(file, value, [...path, key], here);
    const key = path.at(-1);
    if (typeof record.src !== 'string' || typeof key !== 'string' || !isRasterImage(record.src)) return;
    const size = sizeOf(record.src);
    const use = imageUseAt(here, key);
    const largest = largestWidthOf(use);
    if (!size || size.width >= largest) return;
    warnings.push({
      file,
      path,
      message: `the photo "${record.src}" is ${size.width} px wide, but ${WHERE[use]} shows it up to ${largest} px wide, where it will look soft; use one at least ${largest} px wide`,
    });
  };
  for (const page of pages) visit(page.file, page.data, [], undefined);
  // A collection entry's picture is shown on cards; its logo in logo tiles.
  for (const collection of collections) visit(collection.file, collection.data, [], 'card-grid');
  return warnings;
}
