import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Where the legacy suite's site and API are, decided once by the Playwright runner when it loads the
 * config and handed to its workers through the environment (they load the config again).
 *
 * - LEGACY_E2E_PORT: the port of PHP's built-in server serving the build (a free one by default).
 * - LEGACY_API_BASE: the address of a real legacy backend, e.g. https://old.example.com. Unset, the
 *   stand-in (tests/legacy-api/) answers on the site's own origin.
 * - LEGACY_API_TOKEN: the bearer credential the build sends and the stand-in accepts.
 */
export const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');

/** Inside the project (ignored by git): the build's server bundle resolves React from node_modules/. */
export const legacyBuildDir = path.join(rootDir, 'node_modules', '.cache', 'legacy-e2e');

const standInToken = 'stand-in-token';

function findFreePort(): number {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export function legacyEnvironment() {
  process.env.LEGACY_E2E_PORT ??= String(findFreePort());
  const port = Number(process.env.LEGACY_E2E_PORT);
  const siteOrigin = `http://127.0.0.1:${port}`;
  const apiBase = (process.env.LEGACY_API_BASE ?? '').replace(/\/+$/, '');
  return {
    port,
    siteOrigin,
    /** Empty: the stand-in, on the site's origin. */
    apiBase,
    apiOrigin: apiBase === '' ? siteOrigin : new URL(apiBase).origin,
    token: process.env.LEGACY_API_TOKEN || standInToken,
  };
}
