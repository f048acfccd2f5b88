/**
 * Debian's Chromium (Playwright's own browser download is not available here), with the flags that
 * keep it from calling Google's services: this network refuses them, and they are noise in a test or
 * a measurement. The browser suite (playwright.config.ts) and Lighthouse (npm run bench) share them.
 */
export const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
