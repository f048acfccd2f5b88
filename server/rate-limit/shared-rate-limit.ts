import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Keys in Redis start with this, so the site can share a Redis (or Valkey) with other programs. */
export const rateLimitKeyPrefix = 'gruppo-site:rate-limit:';

/** One line per this many milliseconds while Redis stays unreachable: loud, but not a flood. */
const complaintIntervalMs = 10_000;

/** redis://user:secret@host:6379/0 → redis://user@host:6379/0 for the log. */
function describeRedisUrl(url: string): string {
  if (!URL.canParse(url)) return 'Redis (REDIS_URL)';
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

export interface SharedRateLimit {
  /** Passed to @fastify/rate-limit as `redis`. */
  redis: Redis;
  close(): Promise<void>;
}

/**
 * The Redis (or Valkey) connection that makes the contact rate limit one count for every instance.
 *
 * It fails open: with no offline queue and one attempt per command, a Redis that is down makes the
 * rate limiter's command fail at once, and @fastify/rate-limit (with `skipOnError`) lets the request
 * through, so visitors can still send messages. Operators hear about it: every few seconds while the
 * connection is down an error is logged, and a line when it is back.
 */
export function connectSharedRateLimit(url: string, log: FastifyBaseLogger): SharedRateLimit {
  const where = describeRedisUrl(url);
  // Loaded only with REDIS_URL: a single instance's start does not pay for the client (issue 31).
  // Cast: the package's own export, as a static import would type it.
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as { Redis: typeof Redis };
  const redis = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    // Keep trying in the background, never more than 2 s apart.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastComplaint = 0;
  let down = false;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastComplaint < complaintIntervalMs) return;
    lastComplaint = now;
    down = true;
    log.error({ err: error, redis: where }, 'Redis unreachable: the contact rate limit is NOT enforced (contact messages are still accepted); check Redis');
  });
  redis.on('ready', () => {
    if (down) log.warn({ redis: where }, 'Redis reachable again: the contact rate limit is shared and enforced');
    down = false;
    lastComplaint = 0;
  });
  return {
    redis,
    close: async () => {
      redis.disconnect();
    },
  };
}
