/**
 * The JavaScript a page makes a real browser download: each page is loaded in Chromium (fresh
 * context, empty cache, a phone-sized viewport) from the production server, with `Accept-Encoding:
 * gzip` forced so the server answers gzip (it prefers brotli when offered: the budget is gzip). Counted
 * are the bytes of every script response's body as received (encoded), from Playwright's
 * `request.sizes().responseBodySize` (CDP's encodedDataLength without the headers):
 *
 * - during load: until the load event, the network idle and a settle time, without any interaction
 *   (islands triggered on 'load' and 'idle' count, 'visible' ones only if in the first viewport);
 * - after scrolling: then the page is scrolled to the bottom a viewport at a time (so 'visible'
 *   islands on the way are triggered), and what has arrived by the next network idle is added.
 */
import { type Browser, chromium, type Page, type Request } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { benchConfig } from './bench.config';

export type ScriptFile = { url: string; bytes: number; encoding: string; afterScroll: boolean };
export type BrowserJs = { path: string; duringLoad: number; afterScroll: number; files: ScriptFile[] } | { path: string; error: string };

/** A phone like Lighthouse's mobile one (Moto G Power), so 'visible' islands see the same first viewport. */
const viewport = { width: 412, height: 823 };

const isScript = (request: Request, contentType: string) => request.resourceType() === 'script' || /javascript|ecmascript/.test(contentType);

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(benchConfig.settleMs);
  await page.waitForLoadState('networkidle');
}

async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 100; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atBottom) break;
  }
}

export async function measureBrowserJs(browser: Browser, origin: string, address: string): Promise<BrowserJs> {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Promise<ScriptFile | undefined>[] = [];
  let scrolled = false;
  page.on('requestfinished', (request) => {
    const afterScroll = scrolled;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const headers = await response.allHeaders();
        if (!isScript(request, headers['content-type'] ?? '')) return undefined;
        const sizes = await request.sizes();
        return { url: new URL(request.url()).pathname, bytes: sizes.responseBodySize, encoding: headers['content-encoding'] ?? 'identity', afterScroll };
      })(),
    );
  });
  try {
    const response = await page.goto(`${origin}${address}`, { waitUntil: 'load' });
    if (response?.status() !== 200) return { path: address, error: `answers ${response?.status() ?? 'nothing'}` };
    await settle(page);
    const loadCount = pending.length;
    scrolled = true;
    await scrollToBottom(page);
    await settle(page);
    const files = (await Promise.all(pending)).filter((file): file is ScriptFile => file !== undefined);
    // Requests finished before the scroll began but still being read are counted as during load.
    const duringLoadFiles = (await Promise.all(pending.slice(0, loadCount))).filter((file): file is ScriptFile => file !== undefined);
    const sum = (list: ScriptFile[]) => list.reduce((total, file) => total + file.bytes, 0);
    return { path: address, duringLoad: sum(duringLoadFiles), afterScroll: sum(files), files };
  } catch (error) {
    return { path: address, error: error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error) };
  } finally {
    await context.close();
  }
}
