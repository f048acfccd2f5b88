import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Pino's numeric levels; `silent` is above them all. */
const levelValue: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** Addresses answered in bulk and of no interest one by one: files, blog images, health probes. */
function isRoutine(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === '/*' || route === '/uploads/*' || route === '/healthz') return true;
  // A missing file under /assets/ (see not-found.ts) is as routine as a present one.
  return route === undefined && request.url.startsWith('/assets/');
}

/**
 * One line per request, after the reply: method, address, status, time and the client's address
 * (X-Forwarded-For's when TRUST_PROXY says so). Fastify's own two lines per request are turned off
 * (`disableRequestLogging`). Pages, API calls and errors log at info; files and probes at debug,
 * so under load the default level writes a line per page view, not per asset.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const level: 'error' | 'debug' | 'info' = reply.statusCode >= 500 ? 'error' : isRoutine(request) ? 'debug' : 'info';
    // Under load most lines are below the level: skip building them.
    if ((levelValue[level] ?? 0) < (levelValue[request.log.level] ?? 0)) return;
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  });
}
