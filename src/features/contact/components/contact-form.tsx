import { type FormEvent, useState } from 'react';
import { contactFields, type ContactField as Field } from '../../../../schemas/contact-fields';
import { contactReturnField } from '../../../../schemas/contact-form-post';
import { contactFormAction } from '../api/contact-endpoint';
import type { ContactSubmission } from '../api/send-contact-message';
import { contactMessages } from '../messages';
import { ContactField } from './contact-field';
import './contact-form.css';
import { HoneypotField } from './honeypot-field';
import { PostedNotices } from './posted-notices';

type Outcome = 'sent' | 'failed' | 'error';

/** The server's message for each field it refused (its 400 names them). */
type FieldErrors = Partial<Record<Field, string>>;

const emptySubmission: ContactSubmission = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

const outcomeText: Record<Outcome, string> = { sent: contactMessages.sent, failed: contactMessages.failed, error: contactMessages.error };

type ContactFormProps = {
  /** Prefix of the fields' ids (the section's id: unique on the page). */
  idPrefix: string;
  labelledBy?: string;
  /** The path of the page the form is on, where the server sends a visitor without JavaScript back to. */
  returnPath?: string;
};

/**
 * The contact form (spec §2, §4): idle, then after each submit a status line read out by screen
 * readers. When the server refuses fields the browser accepted (its 400 names them), the line adds
 * its message for each after the spec's failure text, and each such field is marked invalid and
 * described by its message until it is changed. Success clears the five fields; the button is disabled while the message is on its way.
 * The sender and its response schema (zod/mini) load on the first submit, not with the page.
 * Without JavaScript the browser posts the form itself to the same endpoint and comes back to
 * `returnPath` with a notice (decision 008). Plain elements and a stylesheet, no style runtime: the
 * form is hydrated as a React root of its own, with React alone (src/sections/contact-form/contact-form.island.tsx).
 */
export function ContactForm({ idPrefix, labelledBy, returnPath }: ContactFormProps) {
  const [values, setValues] = useState(emptySubmission);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const update = (field: Field | 'website', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field the server refused is taken as seen to once the visitor changes it.
    setFieldErrors((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(undefined);
    setFieldErrors({});
    setSending(true);
    try {
      const { fieldErrorsOf, sendContactMessage } = await import('../api/send-contact-message');
      const { success, errors } = await sendContactMessage(values);
      setOutcome(success === true ? 'sent' : 'failed');
      if (success === true) setValues(emptySubmission);
      else setFieldErrors(fieldErrorsOf(errors));
    } catch {
      setOutcome('error');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="contact-form" method="post" action={contactFormAction} onSubmit={submit} aria-labelledby={labelledBy}>
      {contactFields.map((field) => (
        <ContactField key={field} id={`${idPrefix}-${field}`} field={field} value={values[field]} error={fieldErrors[field]} onChange={update} />
      ))}
      <HoneypotField id={`${idPrefix}-website`} value={values.website} onChange={(value) => update('website', value)} />
      {returnPath ? <input type="hidden" name={contactReturnField} value={returnPath} /> : null}
      <div className="contact-form__actions">
        <button type="submit" className="contact-form__send" disabled={sending}>
          {contactMessages.send}
        </button>
        <p role="status" aria-live="polite" className="contact-form__status" data-outcome={outcome}>
          {outcome ? outcomeText[outcome] : ''}
          {/* The fields the server refused, in its words, after the spec's text: read out with it. */}
          {contactFields
            .filter((field) => fieldErrors[field])
            .map((field) => (
              <span key={field} className="contact-form__status-detail">
                {' '}
                {fieldErrors[field]}.
              </span>
            ))}
        </p>
        <PostedNotices hidden={sending || outcome !== undefined} />
      </div>
    </form>
  );
}
