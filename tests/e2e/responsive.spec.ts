import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { horizontalOverflow, openPage, scrollThrough, stillFrame } from './support/page-helpers';
import { dynamicRoutePatterns, exampleAddress, staticRoutes } from './support/routes';
import { expect, test } from './support/site-test';

/**
 * Every route at phone, tablet, laptop and large-desktop widths: nothing scrolls sideways, before and
 * after the sections have animated in. A full-page screenshot of each route at 375 and 1280 px goes to
 * screenshots/ (ignored by git) for people to look at; the test does not compare them.
 */

const widths = [375, 768, 1280, 1920] as const;
const screenshotWidths = new Set<number>([375, 1280]);
const screenshotDir = path.join(import.meta.dirname, '..', '..', 'screenshots');

async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth, culprits } = await horizontalOverflow(page);
  expect(scrollWidth, `${label}: page ${scrollWidth} px wide in a ${clientWidth} px window; widest: ${culprits.join(', ')}`).toBeLessThanOrEqual(clientWidth);
}

function screenshotName(address: string): string {
  return address === '/' ? 'home' : address.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9_-]+/g, '-');
}

test.describe('at 375, 768, 1280 and 1920 px wide', () => {
  const routes = [...staticRoutes.map((route) => ({ route, pattern: undefined })), ...dynamicRoutePatterns.map((pattern) => ({ route: pattern, pattern }))];

  for (const { route, pattern } of routes) {
    test(`${route} does not scroll sideways`, async ({ page, request }) => {
      const address = pattern ? await exampleAddress(request, pattern) : route;
      for (const width of widths) {
        await test.step(`${width} px`, async () => {
          await page.emulateMedia({ reducedMotion: 'no-preference' });
          await page.setViewportSize({ width, height: 900 });
          await openPage(page, address);
          await expectNoSidewaysScroll(page, `${address} at ${width} px, as it loads`);
          await scrollThrough(page);
          await expectNoSidewaysScroll(page, `${address} at ${width} px, scrolled through`);
          if (screenshotWidths.has(width)) {
            await stillFrame(page);
            await mkdir(path.join(screenshotDir, String(width)), { recursive: true });
            await page.screenshot({ path: path.join(screenshotDir, String(width), `${screenshotName(address)}.png`), fullPage: true, animations: 'disabled' });
          }
        });
      }
    });
  }
});
