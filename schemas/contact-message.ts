import { z } from 'zod';
import { contactFieldLabels, contactLimits, hasVisibleText, isTelephoneNumber, isWellFormedText } from './contact-fields';

/**
 * A contact message: the one schema the contact form and the server's POST /api/contact both use.
 * The form relies on the browser's own required/email/tel checks (spec §5, no custom messages on the
 * page); the server applies this schema and answers 400 with these messages, one per bad field.
 * Text is kept exactly as sent (any Unicode) or refused, never changed: a lone surrogate is refused
 * here, bytes that are not UTF-8 by the server before decoding (server/contact/contact-body.ts). A
 * field of only whitespace and zero-width characters is empty.
 */

/**
 * What POST /api/contact answers besides the per-field messages, in one place with them (re-exported
 * by src/messages/index.ts, the index of every visitor-facing text).
 */
export const contactReplyMessages = {
  fieldsNeedAttention: 'Some fields need attention.',
  sendAsJson: 'Send the message as JSON, with the header Content-Type: application/json.',
  sendJsonObject: 'Send a JSON object with name, email, phone, subject and message.',
  tooManyAttempts: (max: number, after: string) => `Too many attempts from your address: at most ${max} a minute. Please try again in ${after}.`,
  tooManyMessages: (max: number, after: string) => `Too many messages from your address: at most ${max} a minute. Please try again in ${after}.`,
} as const;

/** The message for a field whose text is broken (a lone surrogate, or bytes that are not UTF-8). */
export const notTextMessage = (field: string) => `${field} contains characters that are not valid text; please type it again`;

/** How a value that is not text reads in a message: "a number", "a list", "an object", "true". */
function describeNonText(input: unknown): string {
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'an object';
  if (typeof input === 'boolean') return String(input);
  return `a ${typeof input}`;
}

const requiredText = (field: string, max: number) =>
  z
    // A JSON client may send a number, a list or an object: say what the field must be, naming it.
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text, not ${describeNonText(issue.input)}`,
    })
    .refine(isWellFormedText, { error: notTextMessage(field), abort: true })
    .refine(hasVisibleText, `${field} is required`)
    .refine((value) => value.length <= max, `${field} must be at most ${max} characters`);

export const contactMessageSchema = z.object({
  name: requiredText(contactFieldLabels.name, contactLimits.name),
  email: requiredText(contactFieldLabels.email, contactLimits.email).refine(
    (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()),
    'Your Email must be an e-mail address like name@example.com',
  ),
  phone: requiredText(contactFieldLabels.phone, contactLimits.phone).refine(
    isTelephoneNumber,
    'Your Phone must be a telephone number (digits, spaces, + ( ) - .)',
  ),
  subject: requiredText(contactFieldLabels.subject, contactLimits.subject),
  message: requiredText(contactFieldLabels.message, contactLimits.message),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
