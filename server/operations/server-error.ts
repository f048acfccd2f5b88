import http from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** What a visitor reads when the server fails: nothing of the failure itself. */
const serverErrorMessage = 'Something went wrong on the server. Please try again later.';

/**
 * The error handler of every scope that sets none of its own (the API's scopes answer in their own
 * JSON, api-errors.ts, with the same rule). Fastify's default sends the error's own message whatever
 * the status, and a 5xx's message is the server's business: a failed file read names the file's
 * absolute path (`ENOENT: no such file or directory, open '/srv/site/dist/…'`), a database error its
 * query. A 5xx is logged with its details and answered with a fixed message in Fastify's error shape;
 * a 4xx, which says what was wrong with the request, goes on to Fastify's default as before.
 */
export function replyToServerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const statusCode = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  // The rate limiter throws a plain object ({statusCode, message}), which is sent as it is, with its status.
  if (statusCode < 500) return reply.code(statusCode).send(error);
  request.log.error({ err: error }, 'Request failed');
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({ statusCode, error: http.STATUS_CODES[statusCode] ?? 'Internal Server Error', message: serverErrorMessage });
}
