import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium';
import { legacyBuildDir, legacyEnvironment, rootDir } from './support/environment';

/**
 * The legacy preset in a browser (`npm run test:legacy`, docs/legacy-backend.md): the site built with
 * VITE_API_PRESET=legacy into its own folder, served as static files by PHP's built-in server, whose
 * router also runs the stand-in of the group's PHP API (tests/legacy-api/) on the same origin, as on
 * the group's PHP host (decision 017). With LEGACY_API_BASE the build talks to that backend instead;
 * run it with `--grep-invert @stand-in` (those tests need the stand-in's data and switches).
 */
const { port, siteOrigin, apiBase, apiOrigin, token } = legacyEnvironment();

// Nothing from other hosts (the map, the video platform): this sandbox cannot reach them, and the
// legacy site does not depend on them. Refused by the browser's resolver rather than by a Playwright
// route: with a route, Playwright answers CORS preflights itself, and the API's own would go untested.
const otherHostsRefused = `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE ${new URL(apiOrigin).hostname}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(rootDir, 'test-results', 'legacy'),
  fullyParallel: true,
  workers: 2,
  // One retry on CI only, as in playwright.config.ts: a pass on the retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: siteOrigin,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: [...chromiumArgs, otherHostsRefused] },
  },
  projects: [{ name: 'legacy-chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The build takes about 15 s. Workers: the stand-in sleeps for the slow and hanging answers. PHP's
    // server logs every request on stderr: into the build's folder, beside what it serves.
    command: `node scripts/build-launcher.mjs && exec php -S 127.0.0.1:${port} -t tests/legacy-api tests/legacy-api/router.php 2>>"${path.join(legacyBuildDir, 'php-server.log')}"`,
    cwd: rootDir,
    url: `${siteOrigin}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      VITE_API_PRESET: 'legacy',
      VITE_API_BASE_URL: apiBase,
      VITE_API_TOKEN: token,
      BUILD_DIST_DIR: legacyBuildDir,
      LEGACY_SITE_DIR: legacyBuildDir,
      LEGACY_API_TOKEN: token,
      PHP_CLI_SERVER_WORKERS: '8',
    },
  },
});
