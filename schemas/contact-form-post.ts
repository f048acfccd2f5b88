/**
 * The contact form without JavaScript (decision 008): the browser posts the form itself, form-encoded,
 * and the server answers 303 back to the page the form is on, e.g. `/contact?contact=sent#contact-sent`.
 * The fragment names a notice that the form renders hidden and CSS shows when it is the `:target`, so
 * the static page needs no script to show the outcome. No zod here: the browser bundle imports this file.
 */

/** The hidden field holding the path of the page the form is on, where the server sends the visitor back. */
export const contactReturnField = 'return';

/** The query parameter of the address the visitor is sent back to, naming what happened. */
export const contactOutcomeParam = 'contact';

/** `sent`: stored; `invalid`: a field failed the server's checks; `failed`: refused for another reason (too many, too large). */
export type ContactPostOutcome = 'sent' | 'invalid' | 'failed';

/** The notices the form renders, hidden until their id is the address's fragment. */
export const contactNoticeIds = { sent: 'contact-sent', failed: 'contact-failed' } as const;

/** The fragment each outcome shows: every refusal shows the spec's one failure text. */
export const contactNoticeIdFor: Record<ContactPostOutcome, string> = {
  sent: contactNoticeIds.sent,
  invalid: contactNoticeIds.failed,
  failed: contactNoticeIds.failed,
};
