import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createImagePlanner, writeImageVariants } from '../../src/engine/build/image-variants';
import { variantWidthsFor } from '../../src/engine/images/image-uses';
import { makeTestPhoto } from '../../tests/test-photo';

export interface PhotoBytesRow {
  viewport: number;
  density: 1 | 2;
  /** The variant a browser picks for a full-width header (sizes="100vw"). */
  width: number;
  bytes: number;
}

const benchViewports = [375, 768, 1280, 1920] as const;

/**
 * What one 4000×3000 camera-sized photo used as a page header costs a browser at common widths:
 * the image pipeline's variants of a generated test photo (tests/test-photo.ts), in a temporary
 * folder with its own cache, so it is encoded every time (a few seconds).
 */
export async function headerPhotoBytes(): Promise<PhotoBytesRow[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'bench-photo-'));
  try {
    const publicDir = path.join(root, 'public');
    await mkdir(path.join(publicDir, 'img'), { recursive: true });
    await writeFile(path.join(publicDir, 'img', 'photo.jpg'), await makeTestPhoto(4000, 3000));
    const planner = createImagePlanner(publicDir);
    const widths = variantWidthsFor(4000, 'hero');
    const files = new Map(widths.map((width) => [width, planner.variant('/img/photo.jpg', width)]));
    const clientDir = path.join(root, 'client');
    await writeImageVariants(planner.requests(), clientDir, path.join(root, 'cache'));
    const rows: PhotoBytesRow[] = [];
    for (const viewport of benchViewports) {
      for (const density of [1, 2] as const) {
        const width = widths.find((candidate) => candidate >= viewport * density) ?? widths[widths.length - 1] ?? 0;
        const file = files.get(width);
        if (file === undefined) continue;
        rows.push({ viewport, density, width, bytes: (await stat(path.join(clientDir, file))).size });
      }
    }
    return rows;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

export function headerPhotoMarkdown(rows: readonly PhotoBytesRow[]): string {
  const cell = (viewport: number, density: number) => {
    const row = rows.find((candidate) => candidate.viewport === viewport && candidate.density === density);
    return row ? `${row.width}w, ${(row.bytes / 1024).toFixed(0)} KB` : '–';
  };
  return [
    '| viewport | 1× | 2× |',
    '| ---: | --- | --- |',
    ...benchViewports.map((viewport) => `| ${viewport} px | ${cell(viewport, 1)} | ${cell(viewport, 2)} |`),
  ].join('\n');
}
