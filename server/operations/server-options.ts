import type http from 'node:http';
import { type FastifyHttpOptions, type FastifyServerOptions, LogController } from 'fastify';
import type { ConnectionLimits, TrustProxy } from '../env';
import { replyToClientError } from './client-error';
import { replyToMalformedRequest } from './malformed-request';

export interface OperationsServerOptions {
  /** Fastify's (pino) logger settings; off unless given. */
  logger?: FastifyServerOptions['logger'];
  limits: ConnectionLimits;
  /** Behind a reverse proxy: whose X-Forwarded-For to believe. Off by default: the header is ignored. */
  trustProxy?: TrustProxy;
}

/** A number of proxies becomes "trust that many hops", the way proxy-addr reads a count; Fastify's types take it as a function. */
function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/**
 * What can only be set when Fastify is created: the logger, timeouts, which proxy to believe, and
 * the replies to requests no hook ever sees (malformed addresses, errors of Node's HTTP parser).
 * The connection cap is set by the operations plugin (operations-plugin.ts).
 */
export function fastifyServerOptions(options: OperationsServerOptions): FastifyHttpOptions<http.Server> {
  const { limits } = options;
  return {
    logger: options.logger ?? false,
    // No time limit on a plugin's start (Fastify's default is 10 s): the blog plugin loads the build's
    // render bundle (React, MUI, every section) and the search plugin indexes the site under the
    // import's lock, and on a busy two-core machine either can take longer, which failed the start
    // with "Plugin did not start in time: 'blogPlugin'". The timeout exists to catch a callback-style
    // plugin that never calls `done`; every plugin here is an async function, so it could only ever
    // turn a slow start into a failed one. A start that truly hangs is the supervisor's to see (no
    // "Serving the site on …" line; systemd's TimeoutStartSec). Decision 026, amended 2026-11-28.
    pluginTimeout: 0,
    // One line per request from request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: replyToMalformedRequest,
    clientErrorHandler: replyToClientError,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks request and header deadlines every 30 s by default, so a trickling body could
      // outlive its limit by that much.
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs, limits.requestTimeoutMs),
    },
  };
}
