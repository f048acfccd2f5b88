import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { registerRateLimit } from '../rate-limit/rate-limiter';
import type { SharedRateLimit } from '../rate-limit/shared-rate-limit';
import { type HealthProbe, registerHealthCheck } from './health-check';
import { registerRequestLog } from './request-log';
import { type ContentSecurityPolicyDirectives, registerSecurityHeaders } from './security-headers';
import { replyToServerError } from './server-error';

export interface OperationsPluginOptions {
  /** The Content-Security-Policy; the site's own by default (security-headers.ts). */
  contentSecurityPolicy?: ContentSecurityPolicyDirectives;
  /** What /healthz asks; without one (no database), the service is healthy while it answers. */
  healthProbe?: HealthProbe;
  /** Connections served at once (the rest wait in the kernel's queue); Node's default (none) unless given. */
  maxConnections?: number;
  /** The rate limiter's counts in Redis, shared by every instance (REDIS_URL); in memory without. Closed with the server. */
  sharedRateLimit?: SharedRateLimit;
}

/**
 * What every response shares, whichever plugin answers it: security headers (errors and 404s
 * included), the request log line, the rate limiter that routes opt into (`visitorRateLimit`),
 * GET /healthz, and the error handler that keeps a 5xx's details (paths, queries) in the log.
 * Its hooks must reach the routes of every other plugin, so it is not encapsulated (fastify-plugin),
 * and it is registered first: a hook reaches only the routes of scopes made after it.
 */
async function operations(app: FastifyInstance, options: OperationsPluginOptions): Promise<void> {
  if (options.maxConnections !== undefined) app.server.maxConnections = options.maxConnections;
  await registerSecurityHeaders(app, options.contentSecurityPolicy);
  registerRequestLog(app);
  await registerRateLimit(app, options.sharedRateLimit);
  registerHealthCheck(app, options.healthProbe ?? (() => undefined));
  // Set on the root, so every later scope without its own handler inherits it.
  app.setErrorHandler(replyToServerError);
}

export const operationsPlugin = fastifyPlugin(operations, { name: 'operations', fastify: '5.x' });
