import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { registerApiErrorHandler, registerApiNotFound, trackApiRoutes } from './api-errors';
import { registerJsonCompression } from './json-compression';

/**
 * /api answers in JSON whatever is asked: an unknown address a 404, a known one asked with a method
 * it does not answer a 405 with `Allow`. To tell them apart it records the API routes the blog and
 * contact plugins register (an onRoute hook), so it is not encapsulated (fastify-plugin) and is
 * registered before them.
 */
async function api(app: FastifyInstance): Promise<void> {
  registerApiNotFound(app, trackApiRoutes(app));
}

export const apiPlugin = fastifyPlugin(api, { name: 'api', fastify: '5.x' });

export interface ApiScopeOptions {
  /** Reads form-encoded bodies too (@fastify/formbody): the contact form posted without JavaScript. */
  formBodies?: boolean;
}

/**
 * An encapsulated scope for a plugin's API routes: errors answer in JSON (`{success: false,
 * message}`, api-errors.ts) and replies are compressed per response (json-compression.ts), for
 * these routes only; the pages keep Fastify's defaults and their stored compression.
 */
export async function registerApiScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
  options: ApiScopeOptions = {},
): Promise<void> {
  await app.register(async (scope) => {
    registerApiErrorHandler(scope);
    await registerJsonCompression(scope);
    if (options.formBodies) await scope.register(fastifyFormbody);
    await routes(scope);
  });
}
