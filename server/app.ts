import { fastify, LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerApiNotFound, trackApiRoutes } from './api/api-errors';
import { openSiteApi, registerRateLimit, registerSiteApi, type ApiOptions } from './api/site-api';
import { registerBlogPublishing } from './blog/blog-feed-routes';
import { createBlogImages } from './blog/blog-images';
import { registerRenderedBlogPages } from './blog/blog-page-render';
import { createBlogSnapshots } from './blog/blog-snapshot';
import { loadIslandRenderer, type IslandRenderer } from './blog/island-template';
import { createMediaMenuPages, fillMediaMenuHtml } from './blog/media-menu';
import { createPostHtmlSanitizer } from './blog/post-html-sanitizer';
import { createBlogPageResolver } from './blog/share-preview';
import { replyToClientError } from './operations/client-error';
import { defaultConnectionLimits, type ConnectionLimits, type TrustProxy } from './env';
import { databaseProbe, registerHealthCheck } from './operations/health-check';
import { replyToMalformedRequest } from './operations/malformed-request';
import { registerNotFoundPage } from './pages/not-found';
import { registerDynamicPageRoutes, registerPageRoutes } from './pages/page-routes';
import { registerRedirectRoutes } from './pages/redirect-routes';
import { registerRequestLog } from './operations/request-log';
import { indexSiteForSearch, registerSearchRoutes } from './search/search-routes';
import { registerSecurityHeaders, type ContentSecurityPolicyDirectives } from './operations/security-headers';
import { registerSpeculationRules } from './pages/speculation-rules';
import { loadSiteBuild } from './pages/site-build';
import { registerStaticFiles } from './pages/static-files';
import { registerUploads } from './blog/uploads';

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
}

/** A number of proxies becomes "trust that many hops", the way proxy-addr reads a count; Fastify's types take it as a function. */
function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/**
 * The production server, not yet listening. Order matters: security headers, the request log and
 * the rate limiter hook into every route registered after them, so they come first; routes (the
 * site, then the API) come next; the not-found page catches the rest.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const build = await loadSiteBuild(options.distDir, { compress: options.compressPages ?? true });
  const api = options.api ? await openSiteApi(options.api) : undefined;
  const limits = { ...defaultConnectionLimits, ...options.limits };
  const app = fastify({
    logger: options.logger ?? false,
    // One line per request from request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: replyToMalformedRequest,
    clientErrorHandler: replyToClientError,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks request and header deadlines every 30 s by default, so a trickling body could
      // outlive its limit by that much.
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs, limits.requestTimeoutMs),
    },
  });
  app.server.maxConnections = limits.maxConnections;

  try {
    await registerSecurityHeaders(app, options.contentSecurityPolicy);
    registerRequestLog(app);
    registerSpeculationRules(app);
    const sharedRateLimit = await registerRateLimit(app, options.api?.redisUrl);
    const apiRoutes = trackApiRoutes(app);

    registerHealthCheck(app, api ? databaseProbe(api.db) : () => undefined);
    await registerStaticFiles(app, build.clientDir);
    if (api) await registerUploads(app, api.imagesDir);
    const blogImages = api ? createBlogImages(api.imagesDir) : undefined;
    const blogPages = api ? createBlogPageResolver(api.blogStore, build.siteUrl, blogImages) : undefined;
    // With the blog's database, every page's Media menu carries its categories, and the blog's pages
    // are rendered with their posts (when the build has its render entry); without, all is as built.
    const snapshots = api ? createBlogSnapshots(api.db.queries, options.blogRefreshMs) : undefined;
    const mediaMenu = snapshots ? createMediaMenuPages(snapshots) : undefined;
    const islandRenderer = api ? (options.islandRenderer ?? (await loadIslandRenderer(options.distDir))) : undefined;
    const rendered =
      snapshots && blogPages && islandRenderer && mediaMenu
        ? await registerRenderedBlogPages(app, build, {
            snapshots,
            renderIslands: islandRenderer,
            resolveHead: blogPages,
            sanitize: createPostHtmlSanitizer(),
            finishHtml: fillMediaMenuHtml,
          })
        : undefined;
    // With the database, the search page answers each query; without, it is served as built (the form and the suggestions).
    if (api) await indexSiteForSearch(api.db, build, (message) => app.log.warn(message));
    const searchPaths = api
      ? registerSearchRoutes(app, build, {
          database: api.db,
          rateLimit: api.searchRateLimit,
          pageDocument: mediaMenu ? mediaMenu.document : async (_key, built) => built,
        })
      : new Set<string>();
    registerPageRoutes(
      app,
      build.pages.filter((page) => !rendered?.staticPaths.has(page.path) && !searchPaths.has(page.path)),
      mediaMenu?.document,
    );
    registerDynamicPageRoutes(
      app,
      build.dynamicPages.filter((page) => !rendered?.dynamicPaths.has(page.path)),
      blogPages,
      mediaMenu?.html,
    );
    if (api && blogImages) registerBlogPublishing(app, build, { db: api.db.queries, images: blogImages, refreshMs: options.blogRefreshMs });
    registerRedirectRoutes(app, build.redirects);
    if (api) await registerSiteApi(app, api, sharedRateLimit);
    registerApiNotFound(app, apiRoutes);
    registerNotFoundPage(app, build.notFoundPage, mediaMenu?.document);
  } catch (error) {
    await api?.db.close();
    throw error;
  }

  return app;
}
