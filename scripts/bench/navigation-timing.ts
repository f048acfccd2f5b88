/**
 * Page-to-page navigation, measured rather than assumed: on a desktop-sized Chromium, load a page, let
 * it settle, then click one of its links to another page, either straight away (Playwright moves the
 * pointer and clicks at once) or after hovering the link for benchConfig.hoverMs, which is what the
 * speculation rules of decision 009 prefetch on. Timed from the click event to the next page's
 * largest contentful paint (epoch times from performance.timeOrigin on both documents).
 *
 * Today's single-page application changes route without loading a document; that is reported as a
 * "client-side" navigation, timed from the click to the second frame after the address changed
 * (there is no LCP for a route change), so the before and after are both visible in the report.
 */
import type { Browser, Page } from 'playwright-core';
import { median } from './stats';

export type NavigationTrial = { ms: number; kind: 'document' | 'client-side'; deliveryType: string };
export type NavigationResult = {
  from: string;
  to: string;
  hoverMs: number;
  direct: NavigationTrial[];
  hovered: NavigationTrial[];
  /** The first page's Speculation-Rules response header, if any (decision 009 prefetches on hover through it). */
  speculationRules?: string;
  error?: string;
};

const viewport = { width: 1366, height: 900 };
const clickKey = 'bench-click-epoch';

async function newTabOn(browser: Browser, origin: string, from: string): Promise<{ page: Page; speculationRules?: string }> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await context.addInitScript((key) => {
    addEventListener('click', (event) => sessionStorage.setItem(key, String(performance.timeOrigin + event.timeStamp)), true);
  }, clickKey);
  const page = await context.newPage();
  const response = await page.goto(`${origin}${from}`, { waitUntil: 'load' });
  const speculationRules = (await response?.allHeaders())?.['speculation-rules'];
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  // A mark on the first document: a new document will not have it.
  await page.evaluate(() => document.documentElement.setAttribute('data-bench-first-document', ''));
  return speculationRules === undefined ? { page } : { page, speculationRules };
}

/** In the next document: its LCP as an epoch time once the page has loaded and settled, and how it was delivered. */
async function lcpOfDocument(page: Page): Promise<{ lcpEpoch: number; deliveryType: string }> {
  await page.waitForLoadState('load');
  return page.evaluate(
    () =>
      new Promise<{ lcpEpoch: number; deliveryType: string }>((resolve) => {
        let last = Number.NaN;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Cast: deliveryType (Resource Timing level 3) is not yet in TypeScript's DOM library.
        const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { deliveryType?: string }) | undefined;
        setTimeout(() => resolve({ lcpEpoch: performance.timeOrigin + last, deliveryType: navigation?.deliveryType || 'network' }), 1000);
      }),
  );
}

async function trial(browser: Browser, origin: string, from: string, to: string, hoverMs: number, result: NavigationResult): Promise<NavigationTrial> {
  const { page, speculationRules } = await newTabOn(browser, origin, from);
  if (speculationRules !== undefined) result.speculationRules = speculationRules;
  try {
    const link = page.locator(`a[href="${to}"]:visible`).first();
    if (hoverMs > 0) {
      await link.hover();
      await page.waitForTimeout(hoverMs);
    }
    await link.click();
    await page.waitForURL((url) => url.pathname === to);
    const newDocument = await page.evaluate(() => !document.documentElement.hasAttribute('data-bench-first-document'));
    const clickEpoch = Number(await page.evaluate((key) => sessionStorage.getItem(key), clickKey));
    if (newDocument) {
      const { lcpEpoch, deliveryType } = await lcpOfDocument(page);
      return { ms: Math.round(lcpEpoch - clickEpoch), kind: 'document', deliveryType };
    }
    const paintedEpoch = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())))),
    );
    return { ms: Math.round(paintedEpoch - clickEpoch), kind: 'client-side', deliveryType: 'none' };
  } finally {
    await page.context().close();
  }
}

/** Each navigation `runs` times straight and `runs` times hovered, alternating. */
export async function measureNavigation(browser: Browser, origin: string, from: string, to: string, hoverMs: number, runs: number): Promise<NavigationResult> {
  const result: NavigationResult = { from, to, hoverMs, direct: [], hovered: [] };
  try {
    for (let index = 0; index < runs; index += 1) {
      result.direct.push(await trial(browser, origin, from, to, 0, result));
      result.hovered.push(await trial(browser, origin, from, to, hoverMs, result));
    }
  } catch (error) {
    result.error = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  }
  return result;
}

export const medianMs = (trials: NavigationTrial[]) => median(trials.map((one) => one.ms));
