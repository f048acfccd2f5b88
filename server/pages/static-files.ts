import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { svgFileSecurityHeaders } from '../operations/security-headers';
import { isStoredVariantFile } from './precompressed-files';

/** Vite puts a content hash in every name under assets/, and the image pipeline in every name under img/_v/, so a changed file is a new URL. */
const hashedAssetCache = 'public, max-age=31536000, immutable';
/** Public files (images, favicon, robots.txt) keep their names across builds: cache them briefly. */
const publicFileCache = 'public, max-age=3600';
/** HTML must be revalidated: it names the current build's assets. */
const htmlCache = 'no-cache';

function cacheControlFor(clientDir: string, filePath: string): string {
  if (filePath.endsWith('.html')) return htmlCache;
  const [topFolder, subFolder] = path.relative(clientDir, filePath).split(path.sep);
  return topFolder === 'assets' || (topFolder === 'img' && subFolder === '_v') ? hashedAssetCache : publicFileCache;
}

/**
 * Whether a request path (as @fastify/static hands it over, partly decoded) may be served.
 * @fastify/send already refuses paths that climb out of the root, but with a 403 and a JSON body;
 * refusing here sends them to the 404 page instead. Folders are not listed, and the prerendered
 * pages answer at their clean addresses only (`/about`, not `/about/index.html`), so a page has one
 * address and `/404.html` is never a 200. Nothing whose name starts with a dot is public (Vite's
 * `.vite/manifest.json` lists the source files), and the `.br`/`.gz` variants the build stores are
 * reached through Accept-Encoding only, not at addresses of their own.
 */
function isServableFilePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.includes('\0') || decoded.endsWith('/')) return false;
  const segments = decoded.split(/[/\\]/);
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  const fileName = segments.at(-1) ?? '';
  if (isStoredVariantFile(fileName)) return false;
  return fileName !== 'index.html' && decoded !== '/404.html';
}

/**
 * Serves the files under the client folder. @fastify/send answers Range requests (video seeking)
 * and sets ETag and Last-Modified. `preCompressed` sends the `.br` or `.gz` file the build stored
 * beside a text file when the request accepts it (its own ETag and length; `Vary: Accept-Encoding`
 * on every file), so nothing is compressed per request. A miss goes to the not-found handler.
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    // Pages are routes of their own (see page-routes.ts); a bare folder is not a page.
    index: false,
    redirect: false,
    list: false,
    // Second line of defence behind allowedPath: a 404, not send's 403.
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    allowedPath: isServableFilePath,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(clientDir, filePath));
      // An SVG opened on its own runs no script and loads nothing, whatever it holds (decision 028); its
      // stored .br/.gz variant is the same file.
      if (/\.svg(\.br|\.gz)?$/i.test(filePath)) for (const [name, value] of Object.entries(svgFileSecurityHeaders)) reply.header(name, value);
    },
  });
}
