import type { Page } from '@playwright/test';
import { carouselMessages } from '../../src/messages';
import { expectNoAxeViolations } from './support/axe';
import { openPage } from './support/page-helpers';
import { staticRoutesMentioning } from './support/routes';
import { expect, test } from './support/site-test';

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

/**
 * The logo strips of /payments and /banking-financial-services hold more logos than fit. Until their
 * script starts (here: held back) the row scrolls, so it takes focus and the arrow keys scroll it;
 * once Swiper has it, it no longer scrolls and leaves the Tab order. axe passes at both widths, with
 * and without the preference, before and after.
 */
for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`logo strips with prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    for (const route of ['/payments', '/banking-financial-services']) {
      for (const width of [375, 1280]) {
        test(`${route} at ${width} px: reached by keyboard before its script starts, and axe passes before and after`, async ({ page, pageProblems }) => {
          await page.setViewportSize({ width, height: 800 });
          let release: () => void = () => undefined;
          const held = new Promise<void>((resolve) => {
            release = resolve;
          });
          await page.route(/reach-carousel\.island-[^/]*\.js$/, async (route) => {
            await held;
            await route.continue();
          });
          pageProblems.expect((problem) => /reach-carousel\.island/.test(problem.url ?? ''));
          await page.goto(route);
          const strip = page.locator('[data-reach-scroller]');
          await strip.scrollIntoViewIfNeeded();
          expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth), 'the row scrolls before the script').toBe(true);
          await expect(strip).toHaveAttribute('tabindex', '0');
          await strip.focus();
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
          await expectNoAxeViolations(page, `${route} at ${width} px before the strip's script`);

          release();
          await expect(page.locator('[data-island="reach-carousel"]')).toHaveAttribute('data-island-state', 'mounted');
          await expect(strip).not.toHaveAttribute('tabindex');
          await expectNoAxeViolations(page, `${route} at ${width} px with the strip started`);
        });
      }
    }
  });
}
