import { expect } from '@playwright/test';
import sharp from 'sharp';
import { openPage, scrollThrough } from './support/page-helpers';
import { test } from './support/site-test';

/**
 * The image pipeline as a browser meets it (decision 020): a phone downloads a variant sized for its
 * screen, never the original photo; images keep their layout size; the page header's photo is the
 * one image fetched first; below-the-fold images wait; the link-preview image is 1200×630.
 */

type Shown = { src: string; currentSrc: string; srcset: string; width: string | null; height: string | null; loading: string | null; priority: string | null };

const imagesOf = (page: import('@playwright/test').Page) =>
  page.locator('main img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      src: image.getAttribute('src') ?? '',
      currentSrc: image.currentSrc,
      srcset: image.getAttribute('srcset') ?? '',
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loading: image.getAttribute('loading'),
      priority: image.getAttribute('fetchpriority'),
    })),
  );

test('a 375 px phone at 2× gets the 750 px WebP of the page header photo, under 150 KB, and never an original', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const images: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'image') images.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length });
  });
  await openPage(page, '/about');
  const header = page.locator('main section').first().locator('img').first();
  await expect.poll(() => header.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const current = new URL(await header.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
  expect(current).toMatch(/^\/img\/_v\/[0-9a-f]{16}-750\.webp$/);
  const headerBytes = images.find((image) => image.url === current)?.bytes ?? 0;
  expect(headerBytes).toBeGreaterThan(0);
  expect(headerBytes).toBeLessThanOrEqual(150 * 1024);
  await scrollThrough(page);
  // Photos come from the variants; only SVG (logos, badges, icons) is sent as it is.
  expect(images.filter((image) => !image.url.startsWith('/img/_v/') && !image.url.endsWith('.svg'))).toEqual([]);
  await context.close();
});

test('every photo keeps its size for layout, the header photo loads first and the others wait until scrolled near', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/about');
  const shown: Shown[] = await imagesOf(page);
  const photos = shown.filter((image) => image.srcset !== '');
  expect(photos.length).toBeGreaterThan(1);
  for (const photo of photos) {
    expect(photo.width, photo.src).toMatch(/^\d+$/);
    expect(photo.height, photo.src).toMatch(/^\d+$/);
    expect(photo.src).toMatch(/^\/img\/_v\//);
  }
  expect(shown.filter((image) => image.priority === 'high')).toHaveLength(1);
  expect(photos[0]?.priority).toBe('high');
  expect(photos.slice(1).every((photo) => photo.loading === 'lazy')).toBe(true);
  // The browser is told about the header photo before the markup (React puts the preload first in the
  // body): a preload that picks from the same variants, so it fetches the file the img will use.
  const preload = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(preload).toHaveAttribute('imagesrcset', photos[0]?.srcset ?? 'none');
});

test('the link-preview image a page names is a 1200×630 picture', async ({ page, request }) => {
  await openPage(page, '/about');
  const address = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(address).toMatch(/\/img\/_v\/[0-9a-f]{16}-1200x630\.(png|jpg)$/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  // og:image is absolute on the site's public address; the file is at the same path here.
  const response = await request.get(new URL(address ?? '').pathname);
  expect(response.status()).toBe(200);
  expect(await sharp(await response.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
});
