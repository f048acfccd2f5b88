/**
 * The contact form's fields, without zod: the browser bundle imports this file, the server and the
 * schema import it too, so the form's maxLength and the server's limits cannot drift apart.
 */
export const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const;

export type ContactField = (typeof contactFields)[number];

/** Longest accepted value per field, in UTF-16 code units (what `maxLength` counts). */
export const contactLimits: Record<ContactField, number> = {
  name: 200,
  email: 254,
  phone: 40,
  subject: 300,
  message: 10000,
};
