import type { FastifyInstance } from 'fastify';
import { sendHtmlDocument } from './html-document';
import type { PrerenderedPage } from './site-build';

/** Both spellings of a page address answer: people and other sites link to `/about/` too. */
export function addressesOf(routePath: string): string[] {
  return routePath === '/' ? ['/'] : [routePath, `${routePath}/`];
}

/**
 * HEAD is declared rather than left to Fastify's automatic HEAD routes: those drop the body before
 * compression runs, so a HEAD would report other headers (length, encoding) than its GET.
 */
export function registerPageRoutes(app: FastifyInstance, pages: readonly PrerenderedPage[]): void {
  for (const page of pages) {
    for (const address of addressesOf(page.path)) {
      app.route({
        method: ['GET', 'HEAD'],
        url: address,
        handler: (request, reply) => sendHtmlDocument(request, reply, page.document),
      });
    }
  }
}
