import { type FastifyInstance, type FastifyServerFactory, type FastifyServerOptions, fastify } from 'fastify';
import { apiPlugin } from './api/api-plugin';
import { type ApiOptions, openSiteApi } from './api/site-api';
import { blogPlugin, createBlog } from './blog/blog-plugin';
import type { IslandRenderer } from './blog/island-template';
import { contactPlugin } from './contact/contact-plugin';
import { type ConnectionLimits, defaultConnectionLimits, type TrustProxy } from './env';
import { databaseProbe } from './operations/health-check';
import { operationsPlugin } from './operations/operations-plugin';
import type { ContentSecurityPolicyDirectives } from './operations/security-headers';
import { fastifyServerOptions } from './operations/server-options';
import { pagesPlugin } from './pages/pages-plugin';
import { loadSiteBuild } from './pages/site-build';
import { speculationRulesPlugin } from './pages/speculation-rules';
import { connectSharedRateLimit } from './rate-limit/shared-rate-limit';
import { searchPlugin } from './search/search-plugin';

export interface ServerOptions {
  /** The build output: `client/`, `routes.json`. */
  distDir: string;
  /** Fastify's (pino) logger settings; off unless given. */
  logger?: FastifyServerOptions['logger'];
  /** The blog and contact API on its database. Without it the server serves the built site only. */
  api?: ApiOptions;
  /** Timeouts and connection caps; the defaults are those of server/env.ts. */
  limits?: Partial<ConnectionLimits>;
  /** Behind a reverse proxy: whose X-Forwarded-For to believe. Off by default: the header is ignored. */
  trustProxy?: TrustProxy;
  /** How often feeds and the sitemap look for a new import, in ms; 5 s by default (blog-snapshot.ts). */
  blogRefreshMs?: number;
  /**
   * What renders the blog's islands with their data; by default the build's render entry
   * (dist/server/entry-server.js). The development server passes Vite's live module.
   */
  islandRenderer?: IslandRenderer;
  /** Compress pages the build left uncompressed, once at start (the default); the development server does not. */
  compressPages?: boolean;
  /** The Content-Security-Policy; the site's own by default. The development server adds what Vite's client needs. */
  contentSecurityPolicy?: ContentSecurityPolicyDirectives;
  /** Who makes the HTTP server: server/live-build.ts, so that a new build's app can take over a listening one (decision 032). */
  serverFactory?: FastifyServerFactory;
}

/**
 * The production server, not yet listening: one plugin per concern (decision 026). Order matters:
 * operations and speculation rules hook into every response and the API plugin records the API's
 * routes, so they come first (not encapsulated); the blog, search and contact plugins (with a
 * database) come next, each in its own scope; the pages plugin comes last, leaving the pages those
 * answer to them, and its 404 page catches the rest. Close hooks run last-registered first, so the
 * database closes after the contact plugin's pending forwards.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const build = await loadSiteBuild(options.distDir, { compress: options.compressPages ?? true });
  const api = options.api ? await openSiteApi(options.api) : undefined;
  const limits = { ...defaultConnectionLimits, ...options.limits };
  const app = fastify({ ...fastifyServerOptions({ logger: options.logger, limits, trustProxy: options.trustProxy }), serverFactory: options.serverFactory });
  try {
    const redisUrl = options.api?.redisUrl;
    const sharedRateLimit = redisUrl === undefined ? undefined : connectSharedRateLimit(redisUrl, app.log);
    const healthProbe = api && databaseProbe(api.db);
    await app.register(operationsPlugin, {
      contentSecurityPolicy: options.contentSecurityPolicy,
      healthProbe,
      maxConnections: limits.maxConnections,
      sharedRateLimit,
    });
    await app.register(speculationRulesPlugin);
    await app.register(apiPlugin);
    const blog = api && createBlog(api, build.siteUrl, options.blogRefreshMs);
    if (api && blog) {
      app.addHook('onClose', () => api.db.close());
      await app.register(blogPlugin, { api, build, blog, islandRenderer: options.islandRenderer });
      await app.register(searchPlugin, { build, database: api.db, rateLimit: api.searchRateLimit, pageDocument: blog.mediaMenu.document });
      await app.register(contactPlugin, { api, sharedRateLimit });
    }
    await app.register(pagesPlugin, {
      build,
      pageDocument: blog?.mediaMenu.document,
      resolveDynamicPage: blog?.resolveHead,
      finishDynamicHtml: blog?.mediaMenu.html,
    });
  } catch (error) {
    await api?.db.close();
    throw error;
  }
  return app;
}
