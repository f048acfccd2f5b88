import type { AddressInfo } from 'node:net';
import fastify, { type FastifyInstance } from 'fastify';
import type { Plugin } from 'vite';
import { registerApiNotFound, trackApiRoutes } from '../../server/api/api-errors';
import { openSiteApi, registerRateLimit, registerSiteApi } from '../../server/api/site-api';
import { formatEnvProblems, parseEnv } from '../../server/env';
import { registerUploads } from '../../server/uploads';

/**
 * The real blog and contact API on its database, in the development server's process: the same
 * routes, validation, rate limit and store as `npm start`, on the database in DATA_DIR (or
 * DATABASE_URL), started on a free loopback port before Vite and reached through Vite's proxy, so
 * `/api/…` and `/uploads/…` answer in development exactly as in production.
 */
async function startDevApi(): Promise<{ app: FastifyInstance; origin: string }> {
  const env = parseEnv(process.env);
  if (!env.ok) throw new Error(formatEnvProblems(env.problems));
  const { config } = env;
  const api = await openSiteApi({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    uploadsDir: config.uploadsDir,
    contactRateLimit: config.contactRateLimit,
  });
  const app = fastify({ logger: false });
  const sharedRateLimit = await registerRateLimit(app, config.redisUrl);
  const apiRoutes = trackApiRoutes(app);
  await registerUploads(app, api.imagesDir);
  await registerSiteApi(app, api, sharedRateLimit);
  registerApiNotFound(app, apiRoutes);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Cast: listening on a TCP port (not a pipe) always yields an AddressInfo.
  const { port } = app.server.address() as AddressInfo;
  return { app, origin: `http://127.0.0.1:${port}` };
}

export function devApiPlugin(): Plugin {
  let running: FastifyInstance | undefined;
  return {
    name: 'site-dev-api',
    // The dev server only: not the build, and not Vitest (which runs Vite in serve mode too).
    apply: (_config, { command, mode }) => command === 'serve' && mode !== 'test',
    async config() {
      const { app, origin } = await startDevApi();
      running = app;
      // The browser asks the dev server; the dev server passes these two paths to the API.
      return { server: { proxy: { '/api': { target: origin }, '/uploads': { target: origin } } } };
    },
    configureServer(server) {
      server.httpServer?.once('close', () => void running?.close());
    },
  };
}
