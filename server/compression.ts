import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text formats only. Images, video, fonts and archives are compressed already; squeezing them
 * again costs CPU and saves nothing. Server-sent events must never be buffered by a compressor.
 */
export const compressibleContentType =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|manifest\+json)(?:;|$)|image\/svg\+xml(?:;|$))/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Below about a kilobyte the headers and framing eat the saving. Files streamed from disk
    // have no known size at this point, so @fastify/compress compresses those whatever their size.
    threshold: 1024,
    customTypes: compressibleContentType,
  });
}
