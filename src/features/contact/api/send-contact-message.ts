import * as z from 'zod/mini';
import { type ContactField, contactFields } from '../../../../schemas/contact-fields';
import { parseResponse } from '../../../api/parse-response';
import { type ApiSettings, requestJson } from '../../../api/request-json';
import { contactEndpointPath } from './contact-endpoint';

/**
 * POST contact `{ name, email, phone, subject, message }` → `{ success }` (spec §7); our server's 400
 * adds `errors`, a message for each field it refused (read when present, so the form can say which).
 */
const contactResponseSchema = z.object({ success: z.boolean(), errors: z.optional(z.unknown()) });

/** The messages of `errors` for the form's own fields, in the form's order; anything else in it is ignored. */
export function fieldErrorsOf(errors: unknown): Partial<Record<ContactField, string>> {
  if (typeof errors !== 'object' || errors === null) return {};
  const found: Partial<Record<ContactField, string>> = {};
  for (const field of contactFields) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string' && message.trim() !== '') found[field] = message;
  }
  return found;
}

export type ContactResponse = z.output<typeof contactResponseSchema>;

/** The five fields, plus the honeypot `website` that people leave empty and the server checks. */
export type ContactSubmission = Record<ContactField, string> & { website: string };

/** Resolves with the server's verdict whatever the HTTP status; rejects (ApiError) on a network, time-out or parse failure. */
export async function sendContactMessage(submission: ContactSubmission, settings?: ApiSettings): Promise<ContactResponse> {
  const response = await requestJson(contactEndpointPath, { method: 'POST', body: submission }, settings);
  return parseResponse(contactResponseSchema, response.body, 'Contact', response.status);
}
