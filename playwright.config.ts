import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium';
import { e2eEnvironment } from './tests/e2e/support/environment';

/**
 * The browser suite (`npm run test:e2e`): the production build, served by `npm start` on a free port
 * with a fresh database in a temporary folder, driven in Debian's Chromium. `npm start` builds first
 * when the build is missing or older than the sources.
 */
const { port, baseURL, dataDir } = e2eEnvironment();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // The machine has two cores; more workers only make each page slower.
  workers: process.env.CI ? 2 : Math.min(2, Number(process.env.E2E_WORKERS ?? 2)),
  // One retry on CI only: two shared cores make timing noisy. A test that passes on its retry is listed as
  // flaky in the report (to be fixed, not ignored); one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx tests/e2e/support/seed-test-database.ts && npm start',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // A first build takes about ten seconds; a cold machine more.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The contact tests send more messages a minute than a visitor may.
      CONTACT_RATE_LIMIT: '1000',
      // Every route at four widths plus the search tests search more a minute than a visitor may.
      SEARCH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
