import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { animationsSettled, expectNoSidewaysScroll, openPage, saveScreenshot, scrollThrough, stillFrame } from './support/page-helpers';
import { dynamicRoutePatterns, exampleAddress, staticRoutes } from './support/routes';
import { expect, test } from './support/site-test';

/**
 * Every route of the manifest, and one category page and one post page, at 1280 px: a 200, no console
 * error or warning (React's hydration errors are console errors), no failed request (site-test.ts), no
 * broken internal link, anchor or image, no sideways scrolling, and no axe violation of WCAG 2.1 A and
 * AA (as the page loads with motion allowed, and scrolled through with reduced motion; 375 px in
 * responsive.spec.ts). A full-page screenshot goes to screenshots/1280/ (the other widths: responsive.spec.ts).
 *
 * Links to other hosts are not followed: this sandbox cannot reach them. Internal links are fetched
 * once per worker and must end in a 200 (after redirects); an `#anchor` must name an element of the
 * page it points to.
 */

test.use({ viewport: { width: 1280, height: 900 } });

type PageReferences = { links: string[]; assets: string[]; brokenImages: string[] };

/** Same-origin links and assets of the page as the visitor has it now (after hydration and scrolling). */
async function collectReferences(page: Page): Promise<PageReferences> {
  return page.evaluate(() => {
    const origin = window.location.origin;
    const internal = (value: string | null | undefined) => {
      if (!value) return undefined;
      const url = new URL(value, document.baseURI);
      return url.origin === origin ? url.href : undefined;
    };
    const fromSrcset = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]);
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'), (anchor) => internal(anchor.getAttribute('href')));
    const assets = [
      ...Array.from(document.querySelectorAll<HTMLImageElement>('img'), (image) => internal(image.currentSrc || image.getAttribute('src'))),
      ...Array.from(document.querySelectorAll('source[srcset], img[srcset]'), (element) =>
        fromSrcset(element.getAttribute('srcset') ?? '').map(internal),
      ).flat(),
      ...Array.from(document.querySelectorAll('video[poster]'), (video) => internal(video.getAttribute('poster'))),
      ...Array.from(document.querySelectorAll('video source[src]'), (source) => internal(source.getAttribute('src'))),
      ...Array.from(
        document.querySelectorAll('link[rel~="icon"], link[rel="manifest"], link[rel="apple-touch-icon"], link[rel="stylesheet"], link[rel="preload"]'),
        (link) => internal(link.getAttribute('href')),
      ),
    ];
    // A loaded image that has no pixels is broken (lazy images have loaded: the page was scrolled through).
    const brokenImages = Array.from(document.querySelectorAll<HTMLImageElement>('img'))
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src);
    const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => value !== undefined))];
    return { links: unique(links), assets: unique(assets), brokenImages };
  });
}

/** Results are shared by the tests of one worker: most pages link to the same twenty addresses. */
const documentCache = new Map<string, Promise<{ status: number; html: string }>>();

function fetchDocument(request: APIRequestContext, url: string) {
  const withoutHash = url.replace(/#.*$/, '');
  let cached = documentCache.get(withoutHash);
  if (!cached) {
    cached = request.get(withoutHash).then(async (response) => ({
      status: response.status(),
      html: (response.headers()['content-type'] ?? '').includes('text/html') ? await response.text() : '',
    }));
    documentCache.set(withoutHash, cached);
  }
  return cached;
}

async function brokenReferences(request: APIRequestContext, page: Page, references: PageReferences): Promise<string[]> {
  const problems: string[] = [];
  const currentUrl = page.url().replace(/#.*$/, '');
  for (const url of [...references.links, ...references.assets]) {
    const { status, html } = await fetchDocument(request, url);
    if (status !== 200) {
      problems.push(`${url} answered ${status}`);
      continue;
    }
    const hash = new URL(url).hash.slice(1);
    if (hash === '') continue;
    const id = decodeURIComponent(hash);
    const found =
      url.replace(/#.*$/, '') === currentUrl ? await page.evaluate((target) => document.getElementById(target) !== null, id) : html.includes(`id="${id}"`);
    if (!found) problems.push(`${url}: no element with id "${id}" on that page`);
  }
  return problems;
}

async function checkRoute(page: Page, request: APIRequestContext, address: string) {
  await openPage(page, address);
  // As it loads, motion allowed: the islands that wait to be seen (the logo strips) have not started yet.
  await animationsSettled(page);
  await expectNoAxeViolations(page, `${address} as it loads`);
  await scrollThrough(page);

  const references = await collectReferences(page);
  expect(references.brokenImages, 'images that failed to load').toEqual([]);
  expect(await brokenReferences(request, page, references), 'broken internal links, anchors or assets').toEqual([]);

  await expectNoSidewaysScroll(page, `${address} at 1280 px`);

  await stillFrame(page);
  await expectNoAxeViolations(page, address);
  await saveScreenshot(page, address);
}

test.describe('every route', () => {
  for (const address of staticRoutes) {
    test(`${address} loads, hydrates cleanly, has no broken link or image, fits 1280 px and has no axe violation`, async ({ page, request }) => {
      await checkRoute(page, request, address);
    });
  }

  for (const pattern of dynamicRoutePatterns) {
    test(`${pattern} (with an id from the API) loads, hydrates cleanly, has no broken link or image, fits 1280 px and has no axe violation`, async ({
      page,
      request,
    }) => {
      await checkRoute(page, request, await exampleAddress(request, pattern));
      // The data arrived: the page shows its heading, not the spinner or an error.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});
