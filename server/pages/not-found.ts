import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type HtmlDocument, sendHtmlDocument } from './html-document';
import { PageFileError } from './page-files';
import type { PageAddresses, PageDocument } from './page-routes';
import type { PrerenderedPage } from './site-build';

/**
 * Files under /assets/ are fetched by pages, not visited: a missing one (an old page asking for a
 * previous build's script) gets a short answer, not the whole 404 page.
 */
const assetFolder = '/assets/';

/** The address as the router would match it: without the query, percent-escapes decoded (but not "/"). */
function addressOf(request: FastifyRequest): string | undefined {
  const pathname = request.url.split('?', 1)[0] ?? '/';
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}

/** The prerendered page a GET or HEAD asks for, when no route answered it (see pageAddressesOf). */
function pageAsked(request: FastifyRequest, pages: PageAddresses): PrerenderedPage | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const address = addressOf(request);
  return address === undefined ? undefined : pages.get(address);
}

/**
 * What no route answers: a prerendered page (looked up by address, read from disk on first request),
 * else, whatever the method, the site's own 404 page with status 404. A page listed by routes.json
 * whose file cannot be served is logged (the file, what to do) and answered with the 404 page.
 */
export function registerNotFoundPage(app: FastifyInstance, notFoundPage: HtmlDocument, pages: PageAddresses, pageDocument?: PageDocument): void {
  const served = async (key: string, built: HtmlDocument) => (pageDocument ? await pageDocument(key, built) : built);
  app.setNotFoundHandler(async (request, reply) => {
    const page = pageAsked(request, pages);
    if (page !== undefined) {
      try {
        const built = await page.load();
        return sendHtmlDocument(request, reply, await served(page.path, built));
      } catch (error) {
        if (!(error instanceof PageFileError)) throw error;
        request.log.error(error.message);
      }
    }
    if (request.url.startsWith(assetFolder)) {
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('404 Not Found');
    }
    return sendHtmlDocument(request, reply, await served('(not found)', notFoundPage), 404);
  });
}
