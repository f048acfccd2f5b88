import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a person reading the reply can act on, for the errors Fastify raises before a handler runs. */
function messageFor(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the body as JSON, with the header Content-Type: application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The body is not valid JSON.';
    default:
      return error.message;
  }
}

/**
 * Errors under /api answer in JSON, never with the site's HTML error or 404 page: `{success: false,
 * message}` (the contact form reads `success`; the blog reads only the status). A 5xx is logged and
 * its details stay on the server.
 */
export function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const statusCode = apiErrorStatus(error);
  // A body that is not JSON: secure-json-parse's SyntaxError arrives with status 400 and no Fastify code.
  const isJsonSyntaxError = error instanceof SyntaxError && statusCode === 400;
  if (statusCode >= 500) request.log.error({ err: error }, 'API request failed');
  const message =
    statusCode >= 500
      ? 'Something went wrong on the server. Please try again later.'
      : isJsonSyntaxError
        ? `The body is not valid JSON: ${error.message}`
        : messageFor(error);
  return reply.code(statusCode).type('application/json; charset=utf-8').header('cache-control', 'no-store').send({ success: false, message });
}

/** The error's own 4xx or 5xx status; anything else is a 500. */
export function apiErrorStatus(error: FastifyError): number {
  return error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
}

export function registerApiErrorHandler(api: FastifyInstance): void {
  api.setErrorHandler(sendApiError);
}

/** The API's routes as registered: a pattern such as /api/blogs/:id and the methods it answers. */
export interface ApiRoutes {
  /** The methods a path answers, in a stable order; empty when no API route has that address. */
  allowedMethods(pathname: string): string[];
}

const methodOrder = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function patternRegExp(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Records every route under /api/ registered after this call (Fastify's onRoute hook), so a wrong
 * method on a real endpoint can be told from an address that does not exist.
 */
export function trackApiRoutes(app: FastifyInstance): ApiRoutes {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) return;
    const methods = new Set([route.method].flat().map((method) => method.toUpperCase()));
    // GET routes answer HEAD too (Fastify's exposeHeadRoutes).
    if (methods.has('GET')) methods.add('HEAD');
    routes.push({ pattern: patternRegExp(route.url), methods });
  });
  return {
    allowedMethods(pathname) {
      const allowed = new Set(routes.filter((route) => route.pattern.test(pathname)).flatMap((route) => [...route.methods]));
      return methodOrder.filter((method) => allowed.has(method));
    },
  };
}

/**
 * Unknown addresses under /api answer a JSON 404, whatever the method; a known address asked with
 * a method it does not answer gets a 405 with `Allow`, so a client sees its mistake.
 */
export function registerApiNotFound(app: FastifyInstance, apiRoutes?: ApiRoutes): void {
  for (const url of ['/api', '/api/*']) {
    app.route({
      method: methodOrder,
      url,
      handler: (request, reply) => {
        const pathname = request.url.split('?')[0] ?? request.url;
        reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache');
        const allowed = apiRoutes?.allowedMethods(pathname) ?? [];
        // Only a trailing slash differs (routes match exactly, the patterns above allow one): the
        // method is right and the address is not, so say which address answers.
        if (allowed.includes(request.method)) {
          return reply
            .code(404)
            .send({ success: false, message: `There is no API endpoint ${request.method} ${pathname}; did you mean ${pathname.replace(/\/+$/, '')}?` });
        }
        if (allowed.length > 0) {
          return reply
            .code(405)
            .header('allow', allowed.join(', '))
            .send({ success: false, message: `${pathname} does not answer ${request.method}; it answers ${allowed.join(', ')}.` });
        }
        return reply.code(404).send({ success: false, message: `There is no API endpoint ${request.method} ${pathname}.` });
      },
    });
  }
}
