import { z } from 'zod';
import { contactLimits } from './contact-fields';

/**
 * A contact message: the one schema the contact form and the server's POST /api/contact both use.
 * The form relies on the browser's own required/email/tel checks (spec §5, no custom messages on the
 * page); the server applies this schema and answers 400 with these messages, one per bad field.
 * Text is kept exactly as sent (any Unicode); only surrounding whitespace decides emptiness.
 */
const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .refine((value) => value.trim().length > 0, `${field} is required`)
    .refine((value) => value.length <= max, `${field} must be at most ${max} characters`);

export const contactMessageSchema = z.object({
  name: requiredText('Your Name', contactLimits.name),
  email: requiredText('Your Email', contactLimits.email).refine(
    (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()),
    'Your Email must be an e-mail address like name@example.com',
  ),
  phone: requiredText('Your Phone', contactLimits.phone).refine(
    (value) => /^\+?[0-9 ()./-]{6,}$/.test(value.trim()),
    'Your Phone must be a telephone number (digits, spaces, + ( ) - .)',
  ),
  subject: requiredText('Subject', contactLimits.subject),
  message: requiredText('Message', contactLimits.message),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

