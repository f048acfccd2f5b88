import type { FastifyInstance } from 'fastify';
import { contactMessageSchema } from '../../schemas/contact-message';
import type { ContactForwarding } from './contact-forwarding';
import type { ContactStore } from './contact-store';

/** A contact message is at most about 11 000 characters; 64 KB leaves room for any Unicode and refuses abuse early. */
export const contactBodyLimitBytes = 64 * 1024;

/**
 * The hidden form field people never see and bots fill in. The form must render it (visually
 * hidden, `tabindex="-1"`, `autocomplete="off"`) under this name.
 */
export const honeypotField = 'website';

export interface ContactRouteOptions {
  store: ContactStore;
  /** Messages accepted per address per minute. */
  rateLimit: number;
  forwarding: ContactForwarding | undefined;
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

/**
 * POST /api/contact {name, email, phone, subject, message} → {success: true}.
 * Order of the guards: rate limit (before the body is even read), size (413), content type (415),
 * JSON syntax (400), shape and fields (400 with `errors: {field: message}`), then the write.
 */
export function registerContactRoutes(api: FastifyInstance, options: ContactRouteOptions): void {
  const { store, forwarding } = options;

  api.post(
    '/api/contact',
    {
      bodyLimit: contactBodyLimitBytes,
      config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } },
    },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isJsonContentType(request.headers['content-type'])) {
        return reply.code(415).send({ success: false, message: 'Send the message as JSON, with the header Content-Type: application/json.' });
      }
      const body = request.body;
      if (!isPlainObject(body)) {
        return reply.code(400).send({ success: false, message: 'Send a JSON object with name, email, phone, subject and message.' });
      }

      const { [honeypotField]: honeypot, ...fields } = body;
      const parsed = contactMessageSchema.safeParse(fields);

      // A filled honeypot is a bot: it is told "success" so it learns nothing. A message that passes
      // the checks is still stored, flagged as spam and never forwarded, in case a person's
      // autofill filled the field; one that fails them is dropped, as no person sent it.
      if (isFilled(honeypot)) {
        if (parsed.success) {
          store.insert({ ...parsed.data, receivedAt: new Date().toISOString(), spam: true, forwardStatus: 'skipped' });
        } else {
          request.log.info('dropped an invalid contact message with the honeypot field filled');
        }
        return reply.send({ success: true });
      }

      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'body');
          errors[field] ??= issue.message;
        }
        return reply.code(400).send({ success: false, message: 'Some fields need attention.', errors });
      }

      const receivedAt = new Date().toISOString();
      const forwardStatus = forwarding ? 'pending' : 'not-configured';
      // Written and synced to disk before the reply: {success: true} means the message is kept.
      const id = store.insert({ ...parsed.data, receivedAt, spam: false, forwardStatus });
      forwarding?.start({ ...parsed.data, id, receivedAt, spam: false, forwardStatus, forwardError: null, forwardedAt: null });
      return reply.send({ success: true });
    },
  );
}
