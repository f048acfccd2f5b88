import { fastify, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerApiNotFound } from './api/api-errors';
import { openSiteApi, registerRateLimit, registerSiteApi, type ApiOptions } from './api/site-api';
import { createBlogPageResolver } from './blog/share-preview';
import { registerCompression } from './compression';
import { replyToMalformedRequest } from './malformed-request';
import { registerNotFoundPage } from './not-found';
import { registerDynamicPageRoutes, registerPageRoutes } from './page-routes';
import { registerRedirectRoutes } from './redirect-routes';
import { registerSecurityHeaders } from './security-headers';
import { registerSpeculationRules } from './speculation-rules';
import { loadSiteBuild } from './site-build';
import { registerStaticFiles } from './static-files';
import { registerUploads } from './uploads';

export interface ServerOptions {
  /** The build output: `client/`, `routes.json`. */
  distDir: string;
  /** Fastify's (pino) logger settings; off unless given. */
  logger?: FastifyServerOptions['logger'];
  /** The blog and contact API on its database. Without it the server serves the built site only. */
  api?: ApiOptions;
}

/**
 * The production server, not yet listening. Order matters: security headers, compression and the
 * rate limiter hook into every route registered after them, so they come first; routes (the site,
 * then the API) come next; the not-found page catches the rest.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const build = await loadSiteBuild(options.distDir);
  const api = options.api ? await openSiteApi(options.api) : undefined;
  const app = fastify({ logger: options.logger ?? false, frameworkErrors: replyToMalformedRequest });

  try {
    await registerSecurityHeaders(app);
    registerSpeculationRules(app);
    await registerCompression(app);
    await registerRateLimit(app);

    await registerStaticFiles(app, build.clientDir);
    if (api) await registerUploads(app, api.imagesDir);
    registerPageRoutes(app, build.pages);
    registerDynamicPageRoutes(app, build.dynamicPages, api ? createBlogPageResolver(api.blogStore, build.siteUrl) : undefined);
    registerRedirectRoutes(app, build.redirects);
    if (api) await registerSiteApi(app, api);
    registerApiNotFound(app);
    registerNotFoundPage(app, build.notFoundPage);
  } catch (error) {
    api?.db.close();
    throw error;
  }

  return app;
}
