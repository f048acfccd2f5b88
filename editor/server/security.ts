import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HEADER, SESSION_META } from '../client/api';

const SESSION_COOKIE = 'editor-session';
/**
 * The header every request that changes something must carry: the page's session secret, which no
 * cookie carries (issue 27 item 10). A plain form or image cannot set a header, and a program that got
 * hold of the cookie (cookies ignore ports, so any server on 127.0.0.1 may be sent it) does not know it.
 */
export const REQUEST_HEADER = SESSION_HEADER;
/** The meta element of the page the one-time address returns, which hands the page its secret. */
export const PAGE_SECRET_META = SESSION_META;

const secret = () => randomBytes(32).toString('base64url');

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export type Refusal = { status: 403 | 415 | 421; message: string };

/**
 * The editor's gate (issue 19 item 10, issue 27 item 10). The printed address carries a one-time token;
 * opening it sets an HttpOnly, SameSite=Strict session cookie, spends the token and returns the editor's
 * page with a second secret in it, which the page keeps (sessionStorage, per origin and port) and sends
 * in the REQUEST_HEADER of every change. Every API request needs the cookie; every request that changes
 * something also needs that header, a JSON body and an Origin equal to the editor's own. A Host other
 * than the editor's is refused first (DNS rebinding). Both secrets are compared in constant time.
 */
export class EditorGate {
  private token: string | undefined = secret();
  private readonly session = secret();
  /** Never in a cookie, never in an answer to a request that has only the cookie. */
  private readonly pageSecret = secret();

  constructor(readonly origin: string) {}

  /** The one-time token for the printed address; undefined once spent. */
  get startToken(): string | undefined {
    return this.token;
  }

  hostAllowed(host: string | undefined): boolean {
    return host !== undefined && `http://${host}` === this.origin;
  }

  /** Spends the token when it matches: the value for Set-Cookie and the page's secret, else undefined. */
  exchange(token: unknown): { cookie: string; pageSecret: string } | undefined {
    if (typeof token !== 'string' || this.token === undefined || !same(token, this.token)) return undefined;
    this.token = undefined;
    return { cookie: `${SESSION_COOKIE}=${this.session}; HttpOnly; SameSite=Strict; Path=/`, pageSecret: this.pageSecret };
  }

  hasSession(request: FastifyRequest): boolean {
    const value = cookieValue(request.headers.cookie, SESSION_COOKIE);
    return value !== undefined && same(value, this.session);
  }

  /** Why a request that changes something is refused, or undefined when it may go on. */
  refuseChange(request: FastifyRequest): Refusal | undefined {
    if (!this.hasSession(request))
      return { status: 403, message: 'Open the editor from the address `npm run edit` printed: this browser has no editor session.' };
    const header = request.headers[REQUEST_HEADER];
    if (typeof header !== 'string' || !same(header, this.pageSecret))
      return {
        status: 403,
        message: `A change needs the ${REQUEST_HEADER} header with the secret the editor's page was given when it was opened from the address \`npm run edit\` printed; a tab opened another way has none: run \`npm run edit\` again.`,
      };
    if (request.headers.origin !== this.origin) return { status: 403, message: "A change must come from the editor's own page (its Origin)." };
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return { status: 415, message: 'A change is sent as application/json.' };
    return undefined;
  }
}

export function refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.code(refusal.status).type('application/json; charset=utf-8').send({ error: refusal.message });
}
