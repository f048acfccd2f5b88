import type { FastifyInstance } from 'fastify';
import { addressesOf } from './page-routes';
import type { Redirect } from './site-build';

/** The target with the request's query string carried over, so tracking and search parameters survive. */
function redirectLocation(target: string, requestUrl: string): string {
  const queryStart = requestUrl.indexOf('?');
  const query = queryStart === -1 ? '' : requestUrl.slice(queryStart + 1);
  if (!query) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${query}`;
}

export function registerRedirectRoutes(app: FastifyInstance, redirects: readonly Redirect[]): void {
  for (const redirect of redirects) {
    for (const address of addressesOf(redirect.from)) {
      app.route({
        method: ['GET', 'HEAD'],
        url: address,
        handler: (request, reply) => reply.redirect(redirectLocation(redirect.to, request.url), redirect.status),
      });
    }
  }
}
