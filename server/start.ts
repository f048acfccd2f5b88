/**
 * What `npm start` runs: build when the sources changed, then serve. `npm run serve` passes
 * --no-build; with NODE_ENV=production it never builds either (a production install has no Vite).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { apiOptionsOf } from './api/api-options';
import { buildServer } from './app';
import { BlogContentError } from './blog/blog-content';
import { checkBuildState } from './build-fingerprint';
import { DatabaseError, describePostgresUrl } from './database/open-database';
import { formatEnvProblems, parseEnv, type ServerConfig } from './env';
import { SiteBuildError } from './pages/site-build';
import { projectRoot } from './project-root';
import { runBuild } from './run-build';

function fail(message: string, exitCode = 1): never {
  console.error(message);
  process.exit(exitCode);
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

function publicAddress(app: FastifyInstance, configuredHost: string): string {
  // Cast: listening on a TCP port (not a pipe) always yields an AddressInfo.
  const { port } = app.server.address() as AddressInfo;
  const host = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(configuredHost) ? 'localhost' : configuredHost;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * SIGTERM (a deployment stopping the service) and Ctrl+C: stop accepting connections, let requests
 * in flight finish within the grace period, then exit; idle keep-alive connections are closed at once.
 */
function closeOnSignals(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now", without waiting for open connections.
    if (closing) process.exit(130);
    closing = true;
    console.log(`${signal} received: closing the server (at most ${graceMs / 1000} s for requests in flight).`);
    const deadline = setTimeout(() => {
      console.error(`Requests were still running after ${graceMs / 1000} s: closing their connections.`);
      app.server.closeAllConnections();
      process.exit(1);
    }, graceMs);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`The server did not close cleanly: ${String(error)}`),
    );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

async function listen(app: FastifyInstance, config: ServerConfig): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
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

  if (!config.production && !process.argv.includes('--no-build')) await buildIfStale(config);

  let app: FastifyInstance;
  try {
    app = await buildServer({
      distDir: config.distDir,
      logger: { level: config.logLevel },
      limits: config.limits,
      trustProxy: config.trustProxy,
      api: apiOptionsOf(config),
    });
  } catch (error) {
    if (error instanceof SiteBuildError || error instanceof BlogContentError || error instanceof DatabaseError) fail(error.message);
    throw error;
  }

  closeOnSignals(app, config.shutdownGraceMs);
  await listen(app, config);
  console.log(`Serving the site on ${publicAddress(app, config.host)}`);
  console.log(
    `Database ${config.databaseUrl ? `in PostgreSQL (${describePostgresUrl(config.databaseUrl)})` : `in ${config.dataDir}`}; contact rate limit ${config.redisUrl ? 'shared through Redis' : 'counted by this instance alone'}; contact messages ${config.smtp ? `are forwarded to ${config.smtp.to}` : 'are stored only (set SMTP_URL to forward them)'}.`,
  );
}

await main();
