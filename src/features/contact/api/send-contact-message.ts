import * as z from 'zod/mini';
import type { ContactField } from '../../../../schemas/contact-fields';
import { parseResponse } from '../../../api/parse-response';
import { requestJson, type ApiSettings } from '../../../api/request-json';
import { contactEndpointPath } from './contact-endpoint';

/** POST contact `{ name, email, phone, subject, message }` → `{ success }` (spec §7); a 400 says `{ success: false, errors }`. */
export const contactResponseSchema = z.object({ success: z.boolean() });

export type ContactResponse = z.output<typeof contactResponseSchema>;

/** The five fields, plus the honeypot `website` that people leave empty and the server checks. */
export type ContactSubmission = Record<ContactField, string> & { website: string };

/** Resolves with the server's verdict whatever the HTTP status; rejects (ApiError) on a network, time-out or parse failure. */
export async function sendContactMessage(submission: ContactSubmission, settings?: ApiSettings): Promise<ContactResponse> {
  const response = await requestJson(contactEndpointPath, { method: 'POST', body: submission }, settings);
  return parseResponse(contactResponseSchema, response.body, 'Contact', response.status);
}
