import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A prerendered HTML file held in memory, with a validator so `no-cache` revalidation costs a 304, not the page. */
export interface HtmlDocument {
  body: Buffer;
  etag: string;
}

/** Weak, because compression serves other bytes under the same tag; weak tags are enough for If-None-Match. */
export function weakEtagOf(body: Buffer | string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function createHtmlDocument(body: Buffer): HtmlDocument {
  return { body, etag: weakEtagOf(body) };
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/**
 * Sends an HTML page that browsers must revalidate before reuse: a new build changes the asset
 * names the page points to, so a stale page would ask for files that no longer exist.
 */
export function sendHtmlDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: HtmlDocument,
  statusCode = 200,
): FastifyReply {
  reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (statusCode !== 200) return reply.send(document.body);

  reply.header('etag', document.etag);
  if (matchesEtag(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
  return reply.send(document.body);
}
