import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ContactField, contactFieldLabels } from '../../schemas/contact-fields';
import { contactReturnField } from '../../schemas/contact-form-post';
import { contactMessageSchema, contactReplyMessages, notTextMessage } from '../../schemas/contact-message';
import { apiErrorStatus, sendApiError } from '../api/api-errors';
import { visitorOf, visitorRateLimit } from '../rate-limit/visitor-rate-limit';
import { type AcceptedMessageCounter, AcceptedMessageLimit, retryAfterText } from './accepted-message-limit';
import { ContactBodyError, registerContactBodyParsers } from './contact-body';
import type { ContactForwarding } from './contact-forwarding';
import type { ContactStore } from './contact-store';
import { isFormContentType, redirectAfterFormPost } from './form-post-reply';

/** A contact message is at most about 11 000 characters; 64 KB leaves room for any Unicode and refuses abuse early. */
const contactBodyLimitBytes = 64 * 1024;

/**
 * The hidden form field people never see and bots fill in. The form must render it (visually
 * hidden, `tabindex="-1"`, `autocomplete="off"`) under this name.
 */
const honeypotField = 'website';

export interface ContactRouteOptions {
  store: ContactStore;
  /** Messages accepted per address per minute. */
  rateLimit: number;
  forwarding: ContactForwarding | undefined;
  /** Shared by every instance (Redis) when there are several; by default this process counts alone. */
  acceptedMessages?: AcceptedMessageCounter;
}

function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}

type Verdict = { accepted: true } | { accepted: false; errors: Record<string, string> };

/**
 * Checks a posted message and keeps it when it passes: the same checks, honeypot and durable write
 * whether it came as JSON or as a form.
 */
async function receiveMessage(body: Record<string, unknown>, { store, forwarding }: ContactRouteOptions, log: FastifyBaseLogger): Promise<Verdict> {
  // `return` is the form's way back (form-post-reply.ts), not part of the message.
  const { [honeypotField]: honeypot, [contactReturnField]: _returnPath, ...fields } = body;
  const parsed = contactMessageSchema.safeParse(fields);

  // A filled honeypot is a bot: it is told "success" so it learns nothing. A message that passes
  // the checks is still stored, flagged as spam and never forwarded, in case a person's
  // autofill filled the field; one that fails them is dropped, as no person sent it.
  if (isFilled(honeypot)) {
    if (parsed.success) {
      await store.insert({ ...parsed.data, receivedAt: new Date().toISOString(), spam: true, forwardStatus: 'skipped' });
    } else {
      log.info('dropped an invalid contact message with the honeypot field filled');
    }
    return { accepted: true };
  }

  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'body');
      errors[field] ??= issue.message;
    }
    return { accepted: false, errors };
  }

  const receivedAt = new Date().toISOString();
  const forwardStatus = forwarding ? 'pending' : 'not-configured';
  // Committed (on SQLite, synced to disk) before the reply: {success: true} means the message is kept.
  const id = await store.insert({ ...parsed.data, receivedAt, spam: false, forwardStatus });
  forwarding?.start({ ...parsed.data, id, receivedAt, spam: false, forwardStatus, forwardError: null, forwardedAt: null });
  return { accepted: true };
}

/**
 * A form posted without JavaScript is sent back to its page whatever went wrong (too many messages,
 * a body too large), since a browser would show a JSON error as raw text; JSON callers get JSON.
 */
function replyToContactError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ContactBodyError) {
    if (isFormContentType(request.headers['content-type'])) return redirectAfterFormPost(request, reply, error.statusCode === 400 ? 'invalid' : 'failed');
    reply.code(error.statusCode).header('cache-control', 'no-store');
    const label = error.field === undefined ? undefined : contactFieldLabels[error.field as ContactField];
    // A field of the form is named the way the form names it; anything else keeps the parser's words.
    if (label !== undefined && error.field !== undefined) {
      return reply.send({ success: false, message: contactReplyMessages.fieldsNeedAttention, errors: { [error.field]: notTextMessage(label) } });
    }
    return reply.send({ success: false, message: error.message });
  }
  if (!isFormContentType(request.headers['content-type'])) return sendApiError(error, request, reply);
  if (apiErrorStatus(error) >= 500) request.log.error({ err: error }, 'API request failed');
  return redirectAfterFormPost(request, reply, 'failed');
}

/**
 * POST /api/contact {name, email, phone, subject, message} → {success: true}, as JSON from the site's
 * script, or form-encoded from a browser without JavaScript, which gets a 303 back to the form's page
 * (`?contact=sent`, `?contact=invalid`, `?contact=failed`) instead of JSON.
 * Order of the guards: the allowance of posts (before the body is even read), size (413), content type
 * and charset (415), UTF-8 (400), JSON syntax (400), the allowance of accepted messages (429), shape
 * and fields (400 with `errors: {field: message}`), then the write.
 *
 * Two limits per address and minute: `rateLimit` accepted messages, and `invalidPostAllowance(rateLimit)`
 * posts of any kind. Invalid posts count only towards the second, so someone fixing typos one at a
 * time still gets their message through, while a flood of anything is answered 429.
 */
export function registerContactRoutes(api: FastifyInstance, options: ContactRouteOptions): void {
  const accepted = options.acceptedMessages ?? new AcceptedMessageLimit(options.rateLimit);
  // Own child scope: its body parsers replace the inherited ones for this route only.
  void api.register(async (scope) => {
    registerContactBodyParsers(scope);
    // Counted per visitor under a name, not per route, like the search: any other address form the
    // contact endpoint may answer one day shares this count.
    const limit = visitorRateLimit(scope, 'contact', {
      max: invalidPostAllowance(options.rateLimit),
      timeWindow: 60_000,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: contactReplyMessages.tooManyAttempts(context.max, context.after),
      }),
    });
    scope.post(
      '/api/contact',
      {
        bodyLimit: contactBodyLimitBytes,
        onRequest: limit,
        errorHandler: replyToContactError,
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const contentType = request.headers['content-type'];
        const fromForm = isFormContentType(contentType);
        if (!fromForm && !isJsonContentType(contentType)) {
          return reply.code(415).send({ success: false, message: contactReplyMessages.sendAsJson });
        }
        const body = request.body;
        if (!isPlainObject(body)) {
          return reply.code(400).send({ success: false, message: contactReplyMessages.sendJsonObject });
        }

        const visitor = visitorOf(request);
        const wait = await accepted.waitFor(visitor);
        if (wait > 0) {
          reply.header('retry-after', String(Math.ceil(wait / 1000)));
          if (fromForm) return redirectAfterFormPost(request, reply, 'failed');
          return reply.code(429).send({
            success: false,
            message: contactReplyMessages.tooManyMessages(options.rateLimit, retryAfterText(wait)),
          });
        }

        const verdict = await receiveMessage(body, options, request.log);
        if (verdict.accepted) await accepted.record(visitor);
        if (fromForm) return redirectAfterFormPost(request, reply, verdict.accepted ? 'sent' : 'invalid');
        if (!verdict.accepted) return reply.code(400).send({ success: false, message: contactReplyMessages.fieldsNeedAttention, errors: verdict.errors });
        return reply.send({ success: true });
      },
    );
  });
}

/** Posts of any kind, valid or not, an address may make per minute: room for many corrections. */
function invalidPostAllowance(rateLimit: number): number {
  return Math.max(4 * rateLimit, 20);
}
