import type { FastifyInstance } from 'fastify';
import { renderHeadTags } from '../../src/common/head-tags';
import type { PageHead } from '../../src/common/page-head';
import { compressHtmlDocument, type HtmlDocument, sendHtmlDocument } from './html-document';
import type { DynamicPage, PrerenderedPage } from './site-build';

/** Both spellings of a page address answer: people and other sites link to `/about/` too. */
export function addressesOf(routePath: string): string[] {
  return routePath === '/' ? ['/'] : [routePath, `${routePath}/`];
}

/** A page's document as served now (e.g. with the blog's Media menu filled in); the build's without it. */
export type PageDocument = (key: string, built: HtmlDocument) => Promise<HtmlDocument>;

/** A prerendered page's address (either spelling) → the page. */
export type PageAddresses = ReadonlyMap<string, PrerenderedPage>;

/**
 * The pages by address, looked up by the not-found handler (not-found.ts) rather than registered as
 * routes: 8,000 routes (two spellings of 4,000 pages) took seconds to register and make ready, a
 * start that grew with the site (issue 31). Every other route matches first, so a page whose address
 * another plugin answers (the blog's rendered pages, the search page) is left to it.
 */
export function pageAddressesOf(pages: readonly PrerenderedPage[]): PageAddresses {
  return new Map(pages.flatMap((page) => addressesOf(page.path).map((address) => [address, page] as const)));
}

/** The head and status one request of a page with parameters gets, e.g. a blog post's own title and image. */
interface DynamicPageResponse {
  statusCode: 200 | 404;
  head: PageHead;
}

/** Decides a dynamic page's head from its parameters; without one, every value gets the build's head and a 200. */
export type DynamicPageResolver = (page: DynamicPage, params: Readonly<Record<string, string>>) => DynamicPageResponse | Promise<DynamicPageResponse>;

/** "/newspage/:catId/collections/" answers at ".../collections" and ".../collections/". */
export function addressesOfPattern(pattern: string): string[] {
  const withoutSlash = pattern.replace(/(.)\/$/, '$1');
  return [withoutSlash, `${withoutSlash}/`];
}

/**
 * Filled shells by their HTML, compressed on first use. The heads come from the blog's posts and
 * categories (an unknown id gets the page's own head), so the set is small; the cap only guards
 * memory should that change. Oldest first out.
 */
function createFilledShellCache(limit = 500): (html: string) => Promise<HtmlDocument> {
  const documents = new Map<string, Promise<HtmlDocument>>();
  return (html) => {
    let document = documents.get(html);
    if (document === undefined) {
      document = compressHtmlDocument(Buffer.from(html), 'fast');
      // A failed compression is not kept: the next request tries again.
      document.catch(() => documents.delete(html));
      documents.set(html, document);
      if (documents.size > limit) documents.delete(documents.keys().next().value ?? html);
    }
    return document;
  };
}

/**
 * Pages with parameters are served from their shell (rendered once at build time in its loading
 * state; the browser fetches the data), with the head tags of the post or category asked for, so a
 * shared link previews properly. Each filled shell is compressed once and kept.
 */
export function registerDynamicPageRoutes(
  app: FastifyInstance,
  pages: readonly DynamicPage[],
  resolve: DynamicPageResolver = (page) => ({ statusCode: 200, head: page.head }),
  /** Last touches to the filled shell (the blog's Media menu). */
  finishHtml?: (html: string) => Promise<string>,
): void {
  const filledShell = createFilledShellCache();
  for (const page of pages) {
    for (const address of addressesOfPattern(page.path)) {
      app.route<{ Params: Record<string, string> }>({
        method: ['GET', 'HEAD'],
        url: address,
        handler: async (request, reply) => {
          const { statusCode, head } = await resolve(page, request.params);
          const html = `${page.shell.beforeHead}${renderHeadTags(head)}${page.shell.afterHead}`;
          const document = await filledShell(finishHtml ? await finishHtml(html) : html);
          return sendHtmlDocument(request, reply, document, statusCode);
        },
      });
    }
  }
}
