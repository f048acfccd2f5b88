import type { FastifyInstance } from 'fastify';
import type { SiteDatabase } from '../database/open-database';
import type { PageDocument } from '../pages/page-routes';
import type { SiteBuild } from '../pages/site-build';
import { indexSiteForSearch, registerSearchRoutes } from './search-routes';

export interface SearchPluginOptions {
  build: SiteBuild;
  database: SiteDatabase;
  /** Searches answered per address per minute. */
  rateLimit: number;
  /** The search page as served now (the blog's Media menu filled in); the build's as it is by default. */
  pageDocument?: PageDocument;
}

/**
 * The site search (decision 016): on start, the index gets this build's pages and the blog; then
 * GET /search answers each query. Registered before the pages plugin, which then leaves the search
 * page alone; without this plugin (no database) the page is served as built.
 */
export async function searchPlugin(app: FastifyInstance, options: SearchPluginOptions): Promise<void> {
  await indexSiteForSearch(options.database, options.build, (message) => app.log.warn(message));
  await registerSearchRoutes(app, options.build, {
    database: options.database,
    rateLimit: options.rateLimit,
    pageDocument: options.pageDocument ?? (async (_key, built) => built),
  });
}
