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
  send: 'Send Message',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
  error: 'An error occurred. Please try again.',
  /** Label of the hidden field only bots fill in. */
  honeypot: 'Leave this field empty',
} as const;
