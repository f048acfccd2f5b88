import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { buildServer, type ServerOptions } from '../../server/app';
import type { IslandRenderer } from '../../server/blog/island-template';
import { type ContentSecurityPolicyDirectives, siteContentSecurityPolicy } from '../../server/operations/security-headers';
import type { BlogPageData } from '../../src/common/blog-page-data';
import { buildManifest, ManifestError } from '../../src/engine/build/build-manifest';
import { startBuildOutput } from '../../src/engine/build/build-output';
import { renderDocument } from '../../src/engine/build/render-document';
import { findSymbolicLinks, type SymbolicLink } from '../../src/engine/manifest/symbolic-links';
import type { RenderedPage } from '../../src/entry-server';
import { codeKey, readBuildRecord } from '../build-record';
import { type PrerenderResult, prerenderSite } from '../prerender-site';

/** src/entry-server.tsx as Vite loads it: edits apply on the next render. */
type RenderEntry = {
  renderPage: (url: string) => Promise<RenderedPage>;
  renderPageIslands: (url: string, data?: BlogPageData) => Promise<{ html: string; propsJson: string }[]>;
};

export interface DevServerOptions {
  rootDir: string;
  port: number;
  host: string;
  /** Where the development build is written: a folder of its own, never dist/. */
  outDir: string;
  /** The production server's options but the build's: database, rate limits, logger. */
  server: Omit<ServerOptions, 'distDir' | 'islandRenderer' | 'contentSecurityPolicy' | 'compressPages'>;
  /** Told about each rebuild and its failures; console by default. */
  log?: (message: string) => void;
}

export interface DevServer {
  url: string;
  /** Settles when the build that the latest change started is served. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

/** The hashes of a document's inline scripts (Vite's React Refresh preamble), for script-src. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/**
 * The site's policy plus what Vite's development client needs and nothing else: its inline preamble
 * by hash. Its hot-update socket is same-origin, which connect-src 'self' allows.
 */
function developmentPolicy(template: string): ContentSecurityPolicyDirectives {
  return { ...siteContentSecurityPolicy, 'script-src': [...siteContentSecurityPolicy['script-src'], ...inlineScriptHashes(template)] };
}

/**
 * The link in public/ an address would be served through, if any. Vite serves public/ itself, before
 * the site, and follows links there; the build refuses them (decision 027), so development does too.
 */
function publicFileThroughLink(url: string | undefined, links: readonly SymbolicLink[]): SymbolicLink | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  return links.find((link) => {
    // public/ itself a link: every address could be one of its files.
    if (link.file === 'public') return true;
    const address = `/${link.file.slice('public/'.length)}`;
    return pathname === address || pathname.startsWith(`${address}/`);
  });
}

/** A change Vite's hot update applies in place (an island's browser code) needs no page reload, only a new build. */
const isIslandModule = (file: string) => /\.island\.tsx?$/.test(file);

/**
 * `npm run dev`: the production server (server/app.ts: pages, redirects, feeds, sitemap, robots.txt,
 * search, the blog rendered with its posts, the API, security headers, the not-found page) over a
 * build made by Vite's development server instead of `npm run build`. Vite serves the browser's
 * modules with hot update; every page is rendered by the same render entry and written by the same
 * prerender step as the build (scripts/prerender-site.ts) into `outDir`. A change to content, public
 * files or code makes a new build; requests wait for it, so a reload never shows the old page.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((message: string) => console.log(message));
  const httpServer: Server = createServer();
  const vite: ViteDevServer = await createViteServer({
    root: options.rootDir,
    configLoader: 'runner',
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const indexHtml = path.join(options.rootDir, 'index.html');
  const entry = () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<RenderEntry>;
  const islandRenderer: IslandRenderer = async (url, data) => (await entry()).renderPageIslands(url, data);

  let app: FastifyInstance | undefined;
  let failure: string | undefined;
  // An unreadable public/ fails the rebuild itself (validation reads it too), which reports why.
  const findPublicLinks = () => findSymbolicLinks(options.rootDir, ['public']).catch((): SymbolicLink[] => []);
  let publicLinks = findPublicLinks();

  async function rebuild(): Promise<void> {
    const started = performance.now();
    publicLinks = findPublicLinks();
    try {
      const manifest = await buildManifest(options.rootDir);
      const template = await vite.transformIndexHtml('/', await readFile(indexHtml, 'utf8'));
      const render = await entry();
      // Written beside outDir and swapped in (decision 029), copying the pages whose inputs did not
      // change from the last rebuild (decision 030): the code key hashes the sources as they are now.
      const previousRecord = await readBuildRecord(options.outDir);
      const code = await codeKey(options.rootDir, { development: true, template });
      const output = await startBuildOutput(options.outDir);
      let prerendered: PrerenderResult;
      try {
        prerendered = await prerenderSite({
          manifest,
          renderPage: render.renderPage,
          // Vite's client and the entry module come from the template; Vite serves styles and preloads itself.
          document: (rendered) => renderDocument(template, rendered, { entry: '/src/entry-client.ts', preloads: [], styles: [] }, manifest.site.language),
          distDir: output.dir,
          clientDir: path.join(output.dir, 'client'),
          incremental: {
            code,
            // The development document names no per-page assets.
            assetsOf: () => null,
            ...(previousRecord ? { previous: { distDir: options.outDir, record: previousRecord } } : {}),
          },
        });
        await output.commit();
      } catch (error) {
        await output.discard();
        throw error;
      }
      const rendered = performance.now();
      const next = await buildServer({
        ...options.server,
        distDir: options.outDir,
        islandRenderer,
        contentSecurityPolicy: developmentPolicy(template),
        compressPages: false,
      });
      await next.ready();
      const previous = app;
      app = next;
      failure = undefined;
      await previous?.close();
      const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
      const now = performance.now();
      const encoded = prerendered.images.encoded > 0 ? `, ${prerendered.images.encoded} image variants encoded` : '';
      const reused = prerendered.reusedPageCount > 0 ? `, ${prerendered.reusedPageCount} of ${prerendered.pageCount} pages unchanged` : '';
      log(
        `Built the site for development in ${seconds(started, now)} s (pages ${seconds(started, rendered)} s, server ${seconds(rendered, now)} s${encoded}${reused})`,
      );
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      failure = error instanceof ManifestError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
      log(`The site could not be built; pages show why until it can:\n${failure}`);
    }
  }

  let current = rebuild();
  // The build a change asked for, waiting a moment for the changes that come with it.
  let scheduled: { timer: ReturnType<typeof setTimeout>; reload: boolean; start: () => void } | undefined;
  vite.watcher.on('all', (_event, file) => {
    const watched = ['content', 'public', 'src', 'schemas', 'site.config.ts', 'index.html'].some((part) => file.startsWith(path.join(options.rootDir, part)));
    if (!watched) return;
    if (scheduled) {
      // Saving several files at once (a formatter, a branch switch) makes one build, not one each.
      clearTimeout(scheduled.timer);
      scheduled.reload ||= !isIslandModule(file);
      scheduled.timer = setTimeout(scheduled.start, 100);
      return;
    }
    const previous = current;
    let finish: () => void = () => undefined;
    current = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const state = {
      reload: !isIslandModule(file),
      start: () => {
        scheduled = undefined;
        previous
          .then(rebuild)
          .then(() => {
            if (state.reload) vite.ws.send({ type: 'full-reload' });
          })
          .then(finish, finish);
      },
      timer: setTimeout(() => undefined, 0),
    };
    state.timer = setTimeout(state.start, 100);
    scheduled = state;
  });

  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    await current;
    if (app && failure === undefined) {
      app.routing(request, response);
      return;
    }
    response.statusCode = 500;
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.end(`The site could not be built:\n\n${failure ?? 'unknown error'}\n`);
  };
  httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void publicLinks.then((links) => {
      const link = publicFileThroughLink(request.url, links);
      if (link) {
        // Where it points stays in the terminal (the rebuild's failure): no path of this machine over HTTP.
        response.statusCode = 404;
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end(`${link.file} is a symbolic link; links are not followed in content/ or public/ (decision 027): put the file itself there.\n`);
        return;
      }
      // Vite first: the browser's modules, public files and the hot-update client; anything else is the site's.
      vite.middlewares(request, response, () => {
        respond(request, response).catch((error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        });
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => resolve());
  });
  await current;
  // Cast: listening on a TCP port (not a pipe) always yields an AddressInfo.
  const { port } = httpServer.address() as AddressInfo;
  const host = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(options.host) ? 'localhost' : options.host;
  return {
    url: `http://${host}:${port}`,
    settled: async () => {
      await current;
    },
    close: async () => {
      if (scheduled) clearTimeout(scheduled.timer);
      await current;
      await vite.close();
      await app?.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
