import type { FastifyInstance } from 'fastify';
import { registerNotFoundPage } from './not-found';
import { addressesOfPattern, type DynamicPageResolver, type PageDocument, pageAddressesOf, registerDynamicPageRoutes } from './page-routes';
import { registerRedirectRoutes } from './redirect-routes';
import type { SiteBuild } from './site-build';
import { registerStaticFiles } from './static-files';

export interface PagesPluginOptions {
  /** The build as loaded (site-build.ts): its pages read from disk on first request. */
  build: SiteBuild;
  /** Every page as served now (the blog's Media menu filled in); the build's as they are by default. */
  pageDocument?: PageDocument;
  /** The head and status of a page with parameters (the blog's post and category pages); the build's head and 200 by default. */
  resolveDynamicPage?: DynamicPageResolver;
  /** Last touches to a filled shell (the blog's Media menu). */
  finishDynamicHtml?: (html: string) => Promise<string>;
}

/**
 * The build's pages, files and redirects, and the 404 page for every address nothing else answers.
 * Registered last: a page whose address another plugin already answers (the blog's rendered pages,
 * the search page) is left to that plugin. The prerendered pages are found by the not-found handler
 * (not-found.ts), after every route, so their number costs nothing at start.
 */
export async function pagesPlugin(app: FastifyInstance, options: PagesPluginOptions): Promise<void> {
  const { build } = options;
  const answeredElsewhere = (addresses: readonly string[]) => addresses.some((url) => app.hasRoute({ method: 'GET', url }));
  await registerStaticFiles(app, build.clientDir);
  registerDynamicPageRoutes(
    app,
    build.dynamicPages.filter((page) => !answeredElsewhere(addressesOfPattern(page.path))),
    options.resolveDynamicPage,
    options.finishDynamicHtml,
  );
  registerRedirectRoutes(app, build.redirects);
  registerNotFoundPage(app, build.notFoundPage, pageAddressesOf(build.pages), options.pageDocument);
}
