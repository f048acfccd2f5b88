import type { FastifyInstance } from 'fastify';
import { type HtmlDocument, sendHtmlDocument } from './html-document';
import type { PageDocument } from './page-routes';

/**
 * Files under /assets/ are fetched by pages, not visited: a missing one (an old page asking for a
 * previous build's script) gets a short answer, not the whole 404 page.
 */
const assetFolder = '/assets/';

/** Every unknown address, whatever the method, gets the site's own 404 page with status 404. */
export function registerNotFoundPage(app: FastifyInstance, notFoundPage: HtmlDocument, pageDocument?: PageDocument): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith(assetFolder)) {
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('404 Not Found');
    }
    return sendHtmlDocument(request, reply, pageDocument ? await pageDocument('(not found)', notFoundPage) : notFoundPage, 404);
  });
}
