import http from 'node:http';
import type { Socket } from 'node:net';
import { plainErrorSecurityHeaders } from './security-headers';

const headerLines = Object.entries(plainErrorSecurityHeaders)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/** The status for an error Node's HTTP parser raised before Fastify saw a request. */
function statusFor(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser rejects (a malformed header, headers
 * over the size limit, a request that took too long) never reaches a hook, so the reply is written
 * to the socket here, with the same security headers as every other reply, and the connection closed.
 */
export function replyToClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = statusFor(error.code);
  const body = `${status} ${http.STATUS_CODES[status] ?? 'Bad Request'}`;
  // end(), not write() then destroy(): destroy can drop the reply before it leaves.
  socket.end(
    `HTTP/1.1 ${body}\r\n` +
      `content-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `cache-control: no-store\r\nconnection: close\r\n${headerLines}\r\n${body}`,
  );
  // A client that never reads must not keep the socket open.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
