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

/** How the form labels each field (spec §5); the server's messages name fields the same way. */
export const contactFieldLabels: Record<ContactField, string> = {
  name: 'Your Name',
  email: 'Your Email',
  phone: 'Your Phone',
  subject: 'Subject',
  message: 'Message',
};

/**
 * A telephone number as the server accepts it: an optional "+", then at least six digits, spaces or
 * ( ) . / -. Written so it means the same with the `u` flag and the `v` flag the browser compiles an
 * HTML `pattern` with (where ( ) . / - must be escaped inside a class), so the form and the server
 * share this one source.
 */
const phoneRule = String.raw`\+?[0-9 \(\)\.\/\-]{6,}`;

/** Whether a value (trimmed, as the server trims it) is a telephone number the server accepts. */
const telephoneNumber = new RegExp(`^${phoneRule}$`, 'u');

export function isTelephoneNumber(value: string): boolean {
  return telephoneNumber.test(value.trim());
}

/**
 * The phone input's HTML `pattern`: the same rule, with blanks allowed around it because the server
 * trims them. The browser anchors it itself (^(?:…)$) and compiles it with the `v` flag.
 */
export const telephonePattern = String.raw`\s*${phoneRule}\s*`;

/**
 * Characters that show nothing: Unicode whitespace (what `\s` matches, U+FEFF included) and the
 * zero-width ones (U+200B space, U+200C/U+200D joiners, U+2060 word joiner, U+180E).
 */
const invisible = /\s|\u180E|\u200B|\u200C|\u200D|\u2060|\uFEFF/gu;

/** Whether a value has any character a reader could see: a field of only blanks counts as empty. */
export function hasVisibleText(value: string): boolean {
  return value.replace(invisible, '').length > 0;
}

/** A UTF-16 surrogate without its partner: what a JSON `"\ud800"` escape decodes to; not text. */
// With the u flag a pair is one code point, so this class matches only a surrogate left alone.
const loneSurrogate = /[\uD800-\uDFFF]/u;

export function isWellFormedText(value: string): boolean {
  return !loneSurrogate.test(value);
}
