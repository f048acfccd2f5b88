import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, type Response } from '@playwright/test';
import { waitForQuietNetwork } from './network-quiet';

/**
 * Waits until the page's scripts have started: the page has loaded, and every island whose trigger is
 * 'load' or 'idle' has mounted (the loader marks it `data-island-state="mounted"` once hydrated, see
 * src/engine/islands/island-loader.ts). Islands that wait to be visible are left waiting; use
 * waitForIsland for them. A refused or failed island fails here.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.readyState !== 'complete') return false;
    const islands = Array.from(document.querySelectorAll('[data-island]'));
    const broken = islands.find((island) => ['refused', 'failed'].includes(island.getAttribute('data-island-state') ?? ''));
    if (broken) throw new Error(`The "${broken.getAttribute('data-island')}" island is ${broken.getAttribute('data-island-state')}`);
    return islands.every((island) => island.getAttribute('data-trigger') === 'visible' || island.getAttribute('data-island-state') === 'mounted');
  });
}

/** Scrolls an island of the given section type into view and waits until it has mounted (hydrated). */
export async function waitForIsland(page: Page, type: string): Promise<void> {
  const island = page.locator(`[data-island="${type}"]`).first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-island-state', 'mounted');
}

/**
 * Opens a page, expects a 200, and waits for hydration and (unless told not to, when the caller waits
 * for the network itself) for the page's own requests to settle.
 */
export async function openPage(page: Page, address: string, { waitForNetworkIdle = true } = {}): Promise<Response> {
  const response = await page.goto(address);
  expect(response, `no response for ${address}`).not.toBeNull();
  // Checked just above: goto answered.
  const answered = response as Response;
  expect(answered.status(), `status of ${address}`).toBe(200);
  await waitForHydration(page);
  if (waitForNetworkIdle) await waitForQuietNetwork(page);
  return answered;
}

/** How much wider than the window the page is, and the elements sticking out furthest. */
async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clientWidth = root.clientWidth;
    const culprits: string[] = [];
    if (root.scrollWidth > clientWidth) {
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const box = element.getBoundingClientRect();
        if (box.right > clientWidth + 1 && box.width > 0 && culprits.length < 5) {
          culprits.push(
            `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className.toString().split(' ').slice(0, 2).join('.')} (right edge ${Math.round(box.right)}px)`,
          );
        }
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth, culprits };
  });
}

/** Scrolls through the page so that lazy images load and scroll animations finish. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const step = Math.max(200, window.innerHeight);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await nextFrames();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    // The scroll animations check the position at most every 99 ms.
    await new Promise((resolve) => setTimeout(resolve, 120));
  });
  await waitForQuietNetwork(page);
}

/**
 * Shows every section in its final state at once: under prefers-reduced-motion the site drops the
 * fade-in and stops its carousels, so a screenshot or an axe run sees no half-faded section and no
 * slide in mid-transition. Call it after the checks that need motion on.
 */
export async function stillFrame(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Nothing scrolls sideways: the page is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, clientWidth, culprits } = await horizontalOverflow(page);
  expect(scrollWidth, `${label}: page ${scrollWidth} px wide in a ${clientWidth} px window; sticking out: ${culprits.join(', ')}`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** A full-page screenshot in screenshots/<width>/ for people to look at (ignored by git, never compared). */
export async function saveScreenshot(page: Page, address: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const name = address === '/' ? 'home' : address.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9_-]+/g, '-');
  const folder = path.join(import.meta.dirname, '..', '..', '..', 'screenshots', String(width));
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Waits until no finite animation or transition is running (sections fading in, a slide moving): axe
 * measures colours as they are drawn, so a half-faded heading would count as low contrast.
 */
export async function animationsSettled(page: Page): Promise<void> {
  // AOS loads after the first paint and only then starts its fades: wait for it (it marks the body
  // when it starts) where the page has sections it animates, unless the visitor asked for less motion.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-aos]') === null ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
      document.body.hasAttribute('data-aos-duration'),
  );
  // Two frames, so the transitions AOS has just set off are running when they are looked for.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}
