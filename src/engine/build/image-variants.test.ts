import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../schemas/page';
import { makeTestPhoto } from '../../../tests/test-photo';
import { variantWidthsFor } from '../images/image-uses';
import { findSmallPhotos } from '../manifest/small-photos';
import { createImagePlanner, writeImageVariants } from './image-variants';
import { createImageSizer, normalizePage } from './normalize-page';

let root: string;
const publicDir = () => path.join(root, 'public');

/** The candidate a browser takes from a srcset for a slot `devicePixels` wide: the narrowest at least that wide, else the widest. */
function pick(srcSet: string, devicePixels: number): { src: string; width: number } {
  const candidates = srcSet
    .split(', ')
    .map((candidate) => {
      const [src = '', descriptor = ''] = candidate.split(' ');
      return { src, width: Number.parseInt(descriptor, 10) };
    })
    .sort((a, b) => a.width - b.width);
  const chosen = candidates.find((candidate) => candidate.width >= devicePixels) ?? candidates.at(-1);
  if (!chosen) throw new Error('empty srcset');
  return chosen;
}

function pageWith(sections: unknown[]): Page {
  return { path: '/photos', title: 'Photos', description: 'Photos.', layout: 'main', sections } as unknown as Page;
}

type Shown = { src: string; srcSet?: string; sizes?: string; width?: number; height?: number };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'image-variants-'));
  await mkdir(path.join(publicDir(), 'img'), { recursive: true });
  await writeFile(path.join(publicDir(), 'img', 'hero.jpg'), await makeTestPhoto(4000, 3000));
  await writeFile(path.join(publicDir(), 'img', 'small.jpg'), await makeTestPhoto(800, 600, 2));
  await writeFile(
    path.join(publicDir(), 'img', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40"/></svg>',
  );
}, 180_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the image pipeline', () => {
  it('turns a 4000×3000 header photo into WebP variants of which a 375 px phone at 2× downloads at most 150 KB, and encodes nothing on a rebuild', async () => {
    const planner = createImagePlanner(publicDir());
    const page = normalizePage(
      'photos',
      pageWith([{ type: 'hero', heading: 'Photos', background: { image: { src: '/img/hero.jpg', alt: '' } } }]),
      publicDir(),
      createImageSizer(publicDir()),
      planner,
    );
    const hero = (page.sections[0] as unknown as { background: { image: Shown } }).background.image;
    expect(hero).toMatchObject({ width: 4000, height: 3000, sizes: '100vw' });
    expect(hero.src).toMatch(/^\/img\/_v\/[0-9a-f]{16}-1280\.webp$/);
    expect(hero.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '480w',
      '640w',
      '750w',
      '960w',
      '1280w',
      '1600w',
      '1920w',
      '2560w',
    ]);

    const clientDir = path.join(root, 'client');
    const cacheDir = path.join(root, 'cache');
    expect(await writeImageVariants(planner.requests(), clientDir, cacheDir)).toEqual({ encoded: 9, reused: 0 });
    const phone = pick(hero.srcSet ?? '', 375 * 2);
    const phoneFile = path.join(clientDir, phone.src);
    expect((await stat(phoneFile)).size).toBeLessThanOrEqual(150 * 1024);
    expect(await sharp(phoneFile).metadata()).toMatchObject({ format: 'webp', width: 750, height: 563 });
    // The original is never what the page names.
    expect(hero.srcSet).not.toContain('hero.jpg');

    const rebuiltDir = path.join(root, 'client-again');
    const started = performance.now();
    expect(await writeImageVariants(planner.requests(), rebuiltDir, cacheDir)).toEqual({ encoded: 0, reused: 9 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await readFile(path.join(rebuiltDir, phone.src))).toEqual(await readFile(phoneFile));
  }, 120_000);

  it('names variants after the photo’s content: a new photo under the same name gets new addresses', async () => {
    const before = createImagePlanner(publicDir()).variant('/img/small.jpg', 320);
    await writeFile(path.join(publicDir(), 'img', 'small-copy.jpg'), await readFile(path.join(publicDir(), 'img', 'small.jpg')));
    expect(createImagePlanner(publicDir()).variant('/img/small-copy.jpg', 320)).toBe(before);
    await writeFile(path.join(publicDir(), 'img', 'small-copy.jpg'), await makeTestPhoto(800, 600, 3));
    expect(createImagePlanner(publicDir()).variant('/img/small-copy.jpg', 320)).not.toBe(before);
  }, 60_000);

  it('cuts a link-preview image to 1200×630, JPEG for a photo', async () => {
    const planner = createImagePlanner(publicDir());
    const preview = planner.preview('/img/hero.jpg');
    expect(preview).toEqual({ src: expect.stringMatching(/^\/img\/_v\/[0-9a-f]{16}-1200x630\.jpg$/), size: { width: 1200, height: 630 } });
    const clientDir = path.join(root, 'client-preview');
    await writeImageVariants(planner.requests(), clientDir, path.join(root, 'cache'));
    expect(await sharp(path.join(clientDir, preview?.src ?? '')).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  }, 60_000);

  it('passes SVG through, and sizes each use: a card, a text-with-image picture and a logo', () => {
    const planner = createImagePlanner(publicDir());
    const page = normalizePage(
      'photos',
      pageWith([
        { type: 'card-grid', columns: 4, cards: [{ title: 'A', image: { src: '/img/small.jpg', alt: '' } }] },
        { type: 'text-with-image', heading: 'B', image: { src: '/img/hero.jpg', alt: 'B' }, badge: { src: '/img/logo.svg', alt: '' } },
      ]),
      publicDir(),
      createImageSizer(publicDir()),
      planner,
    );
    const [cards, text] = page.sections as unknown as [{ cards: [{ image: Shown }] }, { image: Shown; badge: Shown }];
    expect(cards.cards[0].image.sizes).toBe('(min-width: 1200px) 270px, (min-width: 900px) 25vw, (min-width: 600px) 50vw, 100vw');
    // An 800 px photo: the steps below it, then its own width.
    expect(cards.cards[0].image.srcSet).toMatch(/320w, .*480w, .*640w, .*750w, .*800w$/);
    expect(text.image.sizes).toBe('(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw');
    expect(text.image.srcSet).toMatch(/1280w$/);
    expect(text.badge).toEqual({ src: '/img/logo.svg', alt: '', width: 160, height: 40 });
    expect(planner.variant('/img/logo.svg', 320)).toBeUndefined();
  });

  it('makes no more widths than a use needs, nor wider than the file', () => {
    expect(variantWidthsFor(4000, 'logo')).toEqual([320, 480]);
    expect(variantWidthsFor(4000, 'card')).toEqual([320, 480, 640, 750, 960, 1280]);
    expect(variantWidthsFor(1600, 'hero')).toEqual([320, 480, 640, 750, 960, 1280, 1600]);
    expect(variantWidthsFor(200, 'text')).toEqual([200]);
  });

  it('warns about a photo narrower than the widest its place shows it, never about SVG', () => {
    const source = (sections: unknown[]) => ({ file: 'content/pages/photos.json', text: '', valid: true, data: { sections } });
    const warnings = findSmallPhotos(
      [
        source([
          { type: 'hero', background: { image: { src: '/img/small.jpg', alt: '' } } },
          { type: 'hero', background: { image: { src: '/img/hero.jpg', alt: '' } } },
          { type: 'text-with-image', image: { src: '/img/small.jpg', alt: '' }, badge: { src: '/img/logo.svg', alt: '' } },
        ]),
      ],
      [],
      createImageSizer(publicDir()),
    );
    expect(warnings).toEqual([
      {
        file: 'content/pages/photos.json',
        path: ['sections', 0, 'background', 'image'],
        message:
          'the photo "/img/small.jpg" is 800 px wide, but a page header shows it up to 1920 px wide, where it will look soft; use one at least 1920 px wide',
      },
    ]);
  });
});
