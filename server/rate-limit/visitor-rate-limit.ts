import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

/**
 * Who a request counts against: its address (the proxy's client address with TRUST_PROXY), an IPv6
 * address by its /64 as the rate limiter counts it by default, since one subscriber holds a whole /64.
 */
export function visitorOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

type VisitorRateLimitOptions = Pick<RateLimitOptions, 'max' | 'timeWindow' | 'errorResponseBuilder'>;

/**
 * One count per visitor for `name`, whichever address form reached it: the hook goes on every route
 * that answers the same thing (`onRequest: limit`), and they all share this one count. A route's own
 * `config.rateLimit` would count each route apart (its own store), and /search and /search/ are two
 * routes, so a visitor had twice the allowance. The key is the name and the visitor, never the URL.
 * With Redis (REDIS_URL) every limiter made this way has the same key prefix (the library names a
 * route's store by its method and URL, and this one has neither), so the name is what keeps the
 * search's counts apart from the contact form's.
 * Without the rate limiter (a plugin on a bare Fastify in its own tests) nothing is limited, as a
 * route's `config.rateLimit` is ignored then.
 */
export function visitorRateLimit(app: FastifyInstance, name: string, options: VisitorRateLimitOptions): preHandlerAsyncHookHandler {
  if (!app.hasDecorator('rateLimit')) return async () => undefined;
  return app.rateLimit({ ...options, keyGenerator: (request) => `${name}:${visitorOf(request)}` });
}
