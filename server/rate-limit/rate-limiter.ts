import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { rateLimitKeyPrefix, type SharedRateLimit } from './shared-rate-limit';

/**
 * The rate limiter for the routes that ask for one (the contact form, the search), each through
 * `visitorRateLimit` (visitor-rate-limit.ts): one count per visitor and name, whatever the address
 * form. Must come before any route it limits. With `shared` (REDIS_URL) the counts live in
 * Redis, shared by every instance; when Redis cannot be reached the limit is skipped (fail open)
 * and shared-rate-limit.ts logs it. The connection closes with the server.
 */
export async function registerRateLimit(app: FastifyInstance, shared?: SharedRateLimit): Promise<void> {
  if (shared) app.addHook('onClose', () => shared.close());
  await app.register(fastifyRateLimit, {
    global: false,
    ...(shared && { redis: shared.redis, nameSpace: rateLimitKeyPrefix, skipOnError: true }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many messages from your address: at most ${context.max} a minute. Please try again in ${context.after}.`,
    }),
  });
}
