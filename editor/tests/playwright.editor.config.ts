import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium';

/**
 * The content editor in a real browser (`npm run test:editor`): each test starts `npm run edit`'s
 * server in the test itself on a copy of the content, so nothing in content/ is touched.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/editor',
  workers: 1,
  // One retry on CI only, as in playwright.config.ts: a pass on the retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1500, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
