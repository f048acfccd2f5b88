import type { Page } from '@playwright/test';
import { openPage } from './support/page-helpers';
import { staticRoutesMentioning } from './support/routes';
import { expect, test } from './support/site-test';
import { carouselMessages } from '../../src/messages';

/**
 * A visitor who asks for reduced motion gets no autoplaying carousel, no playing background video and
 * no scroll animation. The same pages without the preference are the control: there the carousels
 * turn and the videos play, so the checks below can tell the difference.
 */

const movingRoutes = staticRoutesMentioning(/"type":\s*"(header-carousel|reach-carousel)"|\.mp4"/);

type MotionState = { carousels: { autoplaying: boolean }[]; videos: { paused: boolean; autoplayAttribute: boolean }[]; animatedSections: number };

async function motionState(page: Page): Promise<MotionState> {
  return page.evaluate(() => {
    // Swiper keeps its instance on its element.
    type SwiperElement = HTMLElement & { swiper?: { autoplay?: { running: boolean } } };
    const carousels = Array.from(document.querySelectorAll<SwiperElement>('.swiper'), (element) => ({
      autoplaying: element.swiper?.autoplay?.running === true,
    }));
    const videos = Array.from(document.querySelectorAll('video'), (video) => ({ paused: video.paused, autoplayAttribute: video.hasAttribute('autoplay') }));
    const animatedSections = Array.from(document.querySelectorAll('[data-aos]')).filter((element) => getComputedStyle(element).opacity !== '1').length;
    return { carousels, videos, animatedSections };
  });
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the pages with carousels or videos are known', () => {
    expect(movingRoutes).toEqual(expect.arrayContaining(['/']));
  });

  for (const route of movingRoutes) {
    test(`${route}: no carousel turns, no video plays, nothing fades in`, async ({ page }) => {
      await openPage(page, route);
      await page.waitForTimeout(500);
      const state = await motionState(page);
      expect(state.carousels.length + state.videos.length, 'the page has a carousel or a video').toBeGreaterThan(0);
      expect(state.carousels).toEqual(state.carousels.map(() => ({ autoplaying: false })));
      expect(state.videos).toEqual(state.videos.map(() => ({ paused: true, autoplayAttribute: false })));
      expect(state.animatedSections, 'sections waiting to fade in').toBe(0);
      for (const toggle of await page.getByRole('button', { name: /slideshow$/ }).all()) {
        await expect(toggle).toHaveAccessibleName(carouselMessages.play);
      }
    });
  }

  test('the home carousel stays on its slide for longer than its autoplay delay', async ({ page }) => {
    await openPage(page, '/');
    const activeSlide = page.locator('.swiper-slide-active').first();
    const before = await activeSlide.getAttribute('aria-label');
    await page.waitForTimeout(3_500);
    await expect(activeSlide).toHaveAttribute('aria-label', before ?? '');
  });
});

test.describe('without the preference (the control)', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the home page carousel turns and its background video plays', async ({ page }) => {
    await openPage(page, '/');
    await expect.poll(async () => (await motionState(page)).carousels.some((carousel) => carousel.autoplaying)).toBe(true);
    await expect.poll(async () => (await motionState(page)).videos.some((video) => !video.paused)).toBe(true);
  });
});
