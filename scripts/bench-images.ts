/**
 * `npm run bench:images`: what the image pipeline costs. Makes 20 different 4000×3000 photographs
 * (tests/test-photo.ts, then turned, mirrored and tinted apart), plans them as page headers, and
 * times writing their variants twice into a fresh client folder: with an empty cache (a first build)
 * and with that cache (a rebuild with no new photo). Then prints the bytes a header photo costs the
 * browser at common viewport widths, at 1× and 2×. Nothing is written outside a temporary folder.
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { readCommandLine } from '../server/cli/command-line';
import { createImagePlanner, writeImageVariants } from '../src/engine/build/image-variants';
import { variantWidthsFor } from '../src/engine/images/image-uses';
import { makeTestPhoto } from '../tests/test-photo';

readCommandLine({
  command: 'npm run bench:images',
  summary:
    'Times the image variants of 20 generated 4000×3000 header photos, with an empty cache and again with it,\nand prints what a header photo weighs at 375, 768, 1280 and 1920 px wide, at 1× and 2×.',
  options: {},
  arguments: [],
});

const PHOTOS = 20;
const root = await mkdtemp(path.join(tmpdir(), 'bench-images-'));
try {
  const publicDir = path.join(root, 'public');
  await mkdir(path.join(publicDir, 'img'), { recursive: true });
  const base = await makeTestPhoto(4000, 3000);
  for (let index = 0; index < PHOTOS; index += 1) {
    const photo = sharp(base)
      .flip(index % 2 === 1)
      .flop(index % 4 >= 2)
      .modulate({ hue: index * 17, brightness: 0.9 + (index % 5) * 0.05 })
      .jpeg({ quality: 90 });
    await writeFile(path.join(publicDir, 'img', `photo-${index}.jpg`), await photo.toBuffer());
  }
  const planner = createImagePlanner(publicDir);
  const widths = variantWidthsFor(4000, 'hero');
  const first = planner.variant('/img/photo-0.jpg', widths[0] ?? 320);
  for (let index = 0; index < PHOTOS; index += 1) for (const width of widths) planner.variant(`/img/photo-${index}.jpg`, width);
  const cacheDir = path.join(root, 'cache');
  const timed = async (clientDir: string) => {
    const started = performance.now();
    const written = await writeImageVariants(planner.requests(), clientDir, cacheDir);
    return { ...written, seconds: ((performance.now() - started) / 1000).toFixed(1) };
  };
  const cold = await timed(path.join(root, 'client-1'));
  const warm = await timed(path.join(root, 'client-2'));
  console.log(`${PHOTOS} photos, 4000×3000, ${widths.length} widths each (${widths.join(', ')}):`);
  console.log(`  empty cache (first build):     ${cold.seconds} s, ${cold.encoded} variants encoded`);
  console.log(`  with the cache (second build): ${warm.seconds} s, ${warm.encoded} encoded, ${warm.reused} copied`);

  console.log('\nA header photo (sizes="100vw"), the variant the browser picks and its bytes:');
  const prefix = first?.replace(/-\d+\.webp$/, '') ?? '';
  for (const viewport of [375, 768, 1280, 1920]) {
    const cells = [];
    for (const density of [1, 2]) {
      const width = widths.find((candidate) => candidate >= viewport * density) ?? widths[widths.length - 1];
      const bytes = (await stat(path.join(root, 'client-1', `${prefix}-${width}.webp`))).size;
      cells.push(`${density}×: ${width}w ${(bytes / 1024).toFixed(0)} KB`);
    }
    console.log(`  ${String(viewport).padStart(4)} px   ${cells.join('   ')}`);
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
