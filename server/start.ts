/**
 * What `npm start` runs (precompiled: server/launch.mjs bundles it, decision 031): build when the
 * sources changed, then serve. `npm run serve` passes --no-build; with NODE_ENV=production it never
 * builds either (a production install has no Vite).
 * A new build is served without a restart (decision 032, live-build.ts): when the build DIST_DIR
 * names changes (a release switched `current`, `npm run build` swapped `dist/`), or on SIGHUP.
 * Without DIST_DIR, a checkout that has made a release (`npm run release`) serves `current/dist`.
 */
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { apiOptionsOf } from './api/api-options';
import { buildServer } from './app';
import { BlogContentError } from './blog/blog-content';
import { checkBuildState } from './build-fingerprint';
import { DatabaseError, describePostgresUrl } from './database/open-database';
import { formatEnvProblems, parseEnv, type ServerConfig } from './env';
import { buildIdentity, type CreateApp, LiveServer, watchBuild } from './live-build';
import { SiteBuildError } from './pages/site-build';
import { projectRoot } from './project-root';
import { runBuild } from './run-build';

function fail(message: string, exitCode = 1): never {
  console.error(message);
  process.exit(exitCode);
}

/** The build to serve now: DIST_DIR when set; otherwise this checkout's live release, if it has made one, else dist/. */
function chooseDistDir(config: ServerConfig): string {
  if (process.env.DIST_DIR !== undefined) return config.distDir;
  const release = path.join(projectRoot, 'current', 'dist');
  return existsSync(release) ? release : config.distDir;
}

async function buildIfStale(config: ServerConfig): Promise<void> {
  const state = await checkBuildState(projectRoot, config.distDir);
  if (state === 'fresh') return;
  console.log(
    state === 'missing'
      ? 'No build found: building the site first (npm run build).'
      : 'Sources changed since the last build: building the site first (npm run build).',
  );
  const exitCode = await runBuild(projectRoot).catch((error: unknown) =>
    fail(`Could not run \`npm run build\`: ${error instanceof Error ? error.message : String(error)}`),
  );
  if (exitCode !== 0) {
    fail(`The build failed (exit code ${exitCode}), so the server was not started. Fix the errors above and run it again.`, exitCode);
  }
}

function publicAddress(server: Server, configuredHost: string): string {
  // Cast: listening on a TCP port (not a pipe) always yields an AddressInfo.
  const { port } = server.address() as AddressInfo;
  const host = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(configuredHost) ? 'localhost' : configuredHost;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * SIGTERM (a deployment stopping the service) and Ctrl+C: stop accepting connections, let requests
 * in flight finish within the grace period, then exit; idle keep-alive connections are closed at once.
 */
function closeOnSignals(live: LiveServer, graceMs: number): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now", without waiting for open connections.
    if (closing) process.exit(130);
    closing = true;
    console.log(`${signal} received: closing the server (at most ${graceMs / 1000} s for requests in flight).`);
    const deadline = setTimeout(() => {
      console.error(`Requests were still running after ${graceMs / 1000} s: closing their connections.`);
      live.server.closeAllConnections();
      process.exit(1);
    }, graceMs);
    deadline.unref();
    live.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`The server did not close cleanly: ${String(error)}`),
    );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

async function listen(live: LiveServer, config: ServerConfig): Promise<void> {
  try {
    await live.listen(config.port, config.host);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      fail(`Port ${config.port} is already in use: stop the other server or set PORT to a free port.`);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  if (!env.ok) fail(formatEnvProblems(env.problems));
  const { config } = env;

  const servesRelease = chooseDistDir(config) !== config.distDir;
  if (!config.production && !process.argv.includes('--no-build') && !servesRelease) await buildIfStale(config);

  // Each app is pinned to the build's real folder, so a request it is still answering after a switch
  // reads the files of the build it started on.
  const createApp: CreateApp = async (serverFactory) =>
    buildServer({
      distDir: await realpath(chooseDistDir(config)).catch(() => chooseDistDir(config)),
      logger: { level: config.logLevel },
      limits: config.limits,
      trustProxy: config.trustProxy,
      api: apiOptionsOf(config),
      serverFactory,
    });

  let identity = await buildIdentity(chooseDistDir(config));
  let live: LiveServer;
  try {
    live = await LiveServer.create(createApp);
  } catch (error) {
    if (error instanceof SiteBuildError || error instanceof BlogContentError || error instanceof DatabaseError) fail(error.message);
    throw error;
  }

  const reload = async (reason: string) => {
    identity = (await buildIdentity(chooseDistDir(config))) ?? identity;
    console.log(`${reason}: loading the build in ${identity?.split('#')[0] ?? chooseDistDir(config)}.`);
    const switched = await live.reload(createApp, (error) =>
      console.error(`The new build was not loaded, the previous one is still served: ${error instanceof Error ? error.message : String(error)}`),
    );
    if (switched) console.log('Serving the new build; requests that were running finished on the previous one.');
  };
  process.on('SIGHUP', () => void reload('SIGHUP received'));
  watchBuild(
    () => chooseDistDir(config),
    identity,
    () => reload('A new build is in place'),
  );

  closeOnSignals(live, config.shutdownGraceMs);
  await listen(live, config);
  console.log(`Serving the site on ${publicAddress(live.server, config.host)}${servesRelease ? ' (the release in current/, made by npm run release)' : ''}`);
  console.log(
    `Database ${config.databaseUrl ? `in PostgreSQL (${describePostgresUrl(config.databaseUrl)})` : `in ${config.dataDir}`}; contact rate limit ${config.redisUrl ? 'shared through Redis' : 'counted by this instance alone'}; contact messages ${config.smtp ? `are forwarded to ${config.smtp.to}` : 'are stored only (set SMTP_URL to forward them)'}.`,
  );
}

await main();
