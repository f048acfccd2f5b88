import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Blog images keep their names, so they are not immutable: a month is long enough to matter and
 * short enough that a replaced image shows up. To change one at once, give it a new file name.
 */
const uploadCacheControl = 'public, max-age=2592000';

/** One file name, no folders, an image extension: the only requests /uploads/ answers. */
const uploadPath = /^\/[A-Za-z0-9][A-Za-z0-9._-]*\.(?:webp|png|jpe?g|avif|gif)$/i;

function isServableUpload(pathname: string): boolean {
  return uploadPath.test(pathname) && !pathname.includes('..');
}

/**
 * Serves the blog's images (content/blog/images/) under /uploads/, where the API's `image` file
 * names point. Anything else, folders included, falls through to the 404 page.
 */
export async function registerUploads(app: FastifyInstance, imagesDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/uploads/',
    // Nothing in the blog's scope sends a file by hand (reply.sendFile); the pages plugin's static files decorate their own scope.
    decorateReply: false,
    index: false,
    redirect: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    allowedPath: isServableUpload,
    setHeaders: (reply) => {
      reply.header('cache-control', uploadCacheControl);
    },
  });
}
