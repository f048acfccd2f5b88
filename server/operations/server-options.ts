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
