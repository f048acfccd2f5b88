import type { ContactField } from '../../../schemas/contact-fields';

/** Every text of the contact form: the spec's labels and messages word for word (§2, §8). */
export const contactMessages = {
  labels: {
    name: 'Your Name',
    email: 'Your Email',
    phone: 'Your Phone',
    subject: 'Subject',
    message: 'Message',
  } satisfies Record<ContactField, string>,
  /** The phone field's title: the browser adds it to its own "match the requested format" message. */
  phoneHint: 'A telephone number: digits, spaces and + ( ) - . only, like +233 30 000 0000',
  send: 'Send Message',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
  error: 'An error occurred. Please try again.',
  /** Label of the hidden field only bots fill in. */
  honeypot: 'Leave this field empty',
} as const;
