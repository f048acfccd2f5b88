import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ChosenEncoding, chooseEncoding, type StoredEncoding, storedEncodings } from './content-encoding';
import { type CompressedVariants, type CompressionEffort, compressVariants } from './precompressed-files';

/**
 * A prerendered HTML page held in memory with its compressed variants, made once (at build or at
 * start), and a validator so `no-cache` revalidation costs a 304, not the page.
 */
export interface HtmlDocument {
  body: Buffer;
  /** The identity variant's tag; a compressed variant's tag adds its coding (see etagOf). */
  etag: string;
  variants: CompressedVariants;
}

export function weakEtagOf(body: Buffer | string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Each representation has its own tag, so a cache never takes gzip bytes for brotli ones. */
function etagOf(document: HtmlDocument, encoding: ChosenEncoding): string {
  return encoding === 'identity' ? document.etag : document.etag.replace(/"$/, `-${encoding}"`);
}

export function createHtmlDocument(body: Buffer, variants: CompressedVariants = {}): HtmlDocument {
  return { body, etag: weakEtagOf(body), variants };
}

/**
 * For HTML made at start or on request: compressed once here, then served from memory. What a
 * visitor waits for is compressed with `fast` effort (see compressVariants).
 */
export async function compressHtmlDocument(body: Buffer, effort: CompressionEffort = 'best'): Promise<HtmlDocument> {
  return createHtmlDocument(body, await compressVariants(body, effort));
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

function availableEncodings(document: HtmlDocument): StoredEncoding[] {
  return storedEncodings.filter((encoding) => document.variants[encoding] !== undefined);
}

/**
 * Sends an HTML page that browsers must revalidate before reuse: a new build changes the asset
 * names the page points to, so a stale page would ask for files that no longer exist. The bytes
 * sent are the stored variant the request accepts; `Vary` tells caches that the choice depends on
 * Accept-Encoding, also when identity is sent.
 */
export function sendHtmlDocument(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument, statusCode = 200): FastifyReply {
  return sendDocument(request, reply, document, 'text/html; charset=utf-8', statusCode);
}

/** The same for any text made once and served from memory: feeds and the sitemap. */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument, contentType: string, statusCode = 200): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding'], availableEncodings(document));
  const body = encoding === 'identity' ? document.body : (document.variants[encoding] ?? document.body);
  reply.code(statusCode).type(contentType).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (body !== document.body) reply.header('content-encoding', encoding);
  if (statusCode !== 200) return reply.send(body);

  const etag = etagOf(document, encoding);
  reply.header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(body);
}
