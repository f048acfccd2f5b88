import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { compressionThreshold } from '../pages/precompressed-files';

/**
 * JSON only: pages and files are compressed once, at build or start (see precompressed-files.ts),
 * and sent as stored. API replies change with the database, so they are compressed per response.
 */
const compressibleContentType = /^application\/json(?:;|$)/;

/** Registered in the API's own scope, so it touches API replies and nothing else. */
export async function registerJsonCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: compressionThreshold,
    customTypes: compressibleContentType,
  });
}
