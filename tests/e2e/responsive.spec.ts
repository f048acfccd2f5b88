import { expectNoAxeViolations } from './support/axe';
import { animationsSettled, expectNoSidewaysScroll, openPage, saveScreenshot, scrollThrough, stillFrame } from './support/page-helpers';
import { dynamicRoutePatterns, exampleAddress, staticRoutes } from './support/routes';
import { test } from './support/site-test';

/**
 * Every route at phone, tablet and large-desktop widths, each loaded afresh at that width: nothing
 * scrolls sideways, as the page loads and once scrolled through (lazy images, carousels, sections
 * fading in), and at 375 px no axe violation of WCAG 2.1 A and AA, with motion allowed and reduced.
 * The 1280 px check is made by every-route.spec.ts, which loads every route at that width
 * anyway. A full-page screenshot of each route at 375 px (and at 1280 px, by every-route.spec.ts) goes
 * to screenshots/ (ignored by git) for people to look at; the tests do not compare them.
 */

const widths = [375, 768, 1920] as const;
const screenshotWidth = 375;
const axeWidth = 375;

test.describe('at 375, 768 and 1920 px wide', () => {
  const routes = [...staticRoutes.map((route) => ({ route, pattern: undefined })), ...dynamicRoutePatterns.map((pattern) => ({ route: pattern, pattern }))];

  for (const { route, pattern } of routes) {
    test(`${route} does not scroll sideways`, async ({ page, request }) => {
      const address = pattern ? await exampleAddress(request, pattern) : route;
      for (const width of widths) {
        await test.step(`${width} px`, async () => {
          await page.emulateMedia({ reducedMotion: 'no-preference' });
          await page.setViewportSize({ width, height: 900 });
          await openPage(page, address, { waitForNetworkIdle: false });
          await expectNoSidewaysScroll(page, `${address} at ${width} px, as it loads`);
          // On a phone, axe as the page loads with motion allowed, and scrolled through with reduced motion.
          if (width === axeWidth) {
            await animationsSettled(page);
            await expectNoAxeViolations(page, `${address} at ${width} px, as it loads`);
          }
          await scrollThrough(page);
          await expectNoSidewaysScroll(page, `${address} at ${width} px, scrolled through`);
          if (width === screenshotWidth) {
            await stillFrame(page);
            await saveScreenshot(page, address);
          }
          if (width === axeWidth) await expectNoAxeViolations(page, `${address} at ${width} px, scrolled through, reduced motion`);
        });
      }
    });
  }
});
