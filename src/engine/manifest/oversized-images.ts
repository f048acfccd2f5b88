import type { ImageSize } from '../../common/page-data';
import { pixelLimitProblem } from '../images/pixel-limit';
import { collectContentReferences } from './content-references';
import type { JsonPath } from './json-path';
import type { ManifestSource } from './read-manifest-file';

type OversizedImageProblem = { file: string; path: JsonPath; message: string };

/** Pictures the build decodes (or a browser must): every raster format, GIF included. SVG scales and is not counted. */
const RASTER_PICTURE = /\.(jpe?g|png|webp|avif|tiff?|gif)$/i;

/**
 * Every picture content names (site.json, pages, collections) whose header claims more pixels than
 * `maxPixels` (decision 028): an error, since the build would stop on it inside sharp. Sizes come from
 * the file's header (`sizeOf`), never by decoding; a missing file is the cross-reference check's to report.
 */
export function findOversizedImages(
  sources: readonly (ManifestSource | undefined)[],
  sizeOf: (src: string) => ImageSize | undefined,
  maxPixels: number,
): OversizedImageProblem[] {
  const problems: OversizedImageProblem[] = [];
  for (const source of sources) {
    if (source === undefined || !source.valid) continue;
    for (const reference of collectContentReferences(source.data)) {
      const src = reference.value.replace(/[?#].*$/, '');
      if (reference.kind !== 'asset' || !src.startsWith('/') || src.startsWith('//') || !RASTER_PICTURE.test(src)) continue;
      const size = sizeOf(src);
      const problem = size === undefined ? undefined : pixelLimitProblem(size, maxPixels);
      if (problem !== undefined) problems.push({ file: source.file, path: reference.path, message: `the image "public${src}" ${problem}` });
    }
  }
  return problems;
}
