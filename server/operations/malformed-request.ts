import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { plainErrorSecurityHeaders } from './security-headers';

/**
 * Fastify's `frameworkErrors` hook: requests rejected while routing (a malformed percent-encoding,
 * an over-long parameter) skip every hook, so without this they would go out as bare JSON with no
 * security headers.
 */
export function replyToMalformedRequest(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode ?? 400;
  request.log.info({ code: error.code, url: request.url }, 'malformed request');
  void reply.code(statusCode).headers(plainErrorSecurityHeaders).type('text/plain; charset=utf-8').send(`${statusCode} Bad Request: the address is not valid.`);
}
