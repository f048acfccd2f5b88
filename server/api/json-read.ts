import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, weakEtagOf } from '../pages/html-document';

/**
 * Posts change only when content is re-imported, so a browser may reuse an answer for a minute
 * (the Media menu asks on every page) and then revalidates it with its ETag, which costs a 304.
 */
const apiReadCacheControl = 'public, max-age=60';

/**
 * Sends a JSON read. A 200 carries an ETag and honours If-None-Match; other statuses (404, 400)
 * are not cached, so a post imported a moment later is found on the next try.
 */
export function sendJsonRead(request: FastifyRequest, reply: FastifyReply, payload: unknown, statusCode = 200): FastifyReply {
  const body = JSON.stringify(payload);
  reply.code(statusCode).type('application/json; charset=utf-8');
  if (statusCode !== 200) return reply.header('cache-control', 'no-cache').send(body);

  const etag = weakEtagOf(body);
  reply.header('cache-control', apiReadCacheControl).header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(body);
}
