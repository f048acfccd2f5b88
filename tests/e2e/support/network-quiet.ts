import type { Page, Request } from '@playwright/test';

/**
 * The requests a page has under way, to wait for the network to go quiet in a fraction of the half
 * second that Playwright's 'networkidle' always waits. site-test.ts tracks every page it watches.
 */
const inFlight = new WeakMap<Page, Set<Request>>();

export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Resolves once the page has had no request under way for `quietMs` (long-lived media streams aside). */
export async function waitForQuietNetwork(page: Page, { quietMs = 150, timeoutMs = 15_000 } = {}): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    // A playing video keeps a range request open for as long as it plays; it is not something to wait for.
    const busy = [...pending].some((request) => request.resourceType() !== 'media');
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const stillPending = [...pending].map((request) => request.url()).join(', ');
  throw new Error(`the network did not go quiet within ${timeoutMs} ms; still under way: ${stillPending}`);
}
