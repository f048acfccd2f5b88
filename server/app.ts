import { fastify, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerCompression } from './compression';
import { replyToMalformedRequest } from './malformed-request';
import { registerNotFoundPage } from './not-found';
import { registerPageRoutes } from './page-routes';
import { registerRedirectRoutes } from './redirect-routes';
import { registerSecurityHeaders } from './security-headers';
import { loadSiteBuild } from './site-build';
import { registerStaticFiles } from './static-files';

export interface ServerOptions {
  /** The build output: `client/`, `routes.json`. */
  distDir: string;
  /** Fastify's (pino) logger settings; off unless given. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The production server, not yet listening. Order matters: security headers and compression hook
 * into every route registered after them, so they come first; routes (the site now, the API
 * later) come next; the not-found page catches the rest.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const build = await loadSiteBuild(options.distDir);
  const app = fastify({ logger: options.logger ?? false, frameworkErrors: replyToMalformedRequest });

  await registerSecurityHeaders(app);
  await registerCompression(app);

  await registerStaticFiles(app, build.clientDir);
  registerPageRoutes(app, build.pages);
  registerRedirectRoutes(app, build.redirects);
  registerNotFoundPage(app, build.notFoundPage);

  return app;
}
