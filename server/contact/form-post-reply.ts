import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContactPostOutcome, contactNoticeIdFor, contactOutcomeParam, contactReturnField } from '../../schemas/contact-form-post';

/** Where a visitor goes back to when neither the form nor the Referer names a page of this site. */
const contactFallbackPath = '/contact';

const anyOrigin = 'http://same-site.invalid';

/** A form posted by a browser without JavaScript (the JSON sender never uses this type). */
export function isFormContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(contentType);
}

/**
 * The path of `candidate` when it is a page address of this site ("/about"); undefined for anything
 * a browser could take to another site: "https://evil.example", "//evil.example", "/\evil.example"
 * (browsers read "\" as "/"), "/.//evil.example" (which resolves to "//evil.example"). Query and
 * fragment are dropped: the server adds its own.
 */
function sameSitePath(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, anyOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== anyOrigin || url.pathname.startsWith('//')) return undefined;
  return url.pathname;
}

/** The path of the Referer, when it is a page of the host this request was sent to. */
function refererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return undefined;
  const url = new URL(referer);
  // Read through URL, so "localhost:80" and an http Referer's "localhost" compare equal.
  const requestHost = URL.parse(`${url.protocol}//${request.host}`)?.host;
  return url.host === requestHost ? sameSitePath(url.pathname) : undefined;
}

function returnFieldOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, contactReturnField) ? Reflect.get(body, contactReturnField) : undefined;
}

/**
 * The address a form post is answered with: the page the form was on (its `return` field, else the
 * Referer, else /contact), the outcome in the query, and the fragment of the notice that shows it.
 * Never the visitor's own words: the address ends up in the history, logs and analytics.
 */
function contactResultAddress(request: FastifyRequest, outcome: ContactPostOutcome): string {
  const page = sameSitePath(returnFieldOf(request.body)) ?? refererPath(request) ?? contactFallbackPath;
  return `${page}?${contactOutcomeParam}=${outcome}#${contactNoticeIdFor[outcome]}`;
}

/** 303 See Other: the browser follows it with a GET, so reloading the page it lands on sends nothing again. */
export function redirectAfterFormPost(request: FastifyRequest, reply: FastifyReply, outcome: ContactPostOutcome): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(contactResultAddress(request, outcome), 303);
}
