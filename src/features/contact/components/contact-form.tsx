import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { contactFields, type ContactField as Field } from '../../../../schemas/contact-fields';
import { contactReturnField } from '../../../../schemas/contact-form-post';
import { SiteButton } from '../../../components/site-button';
import { contactFormAction } from '../api/contact-endpoint';
import type { ContactSubmission } from '../api/send-contact-message';
import { contactMessages } from '../messages';
import { ContactField } from './contact-field';
import { HoneypotField } from './honeypot-field';
import { PostedNotices } from './posted-notices';

type Outcome = 'sent' | 'failed' | 'error';

const emptySubmission: ContactSubmission = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

const outcomeText: Record<Outcome, string> = { sent: contactMessages.sent, failed: contactMessages.failed, error: contactMessages.error };

type ContactFormProps = {
  labelledBy?: string;
  /** The path of the page the form is on, where the server sends a visitor without JavaScript back to. */
  returnPath?: string;
};

/**
 * The contact form (spec §2, §4): idle, then after each submit a status line read out by screen
 * readers. Success clears the five fields; the button is disabled while the message is on its way.
 * The sender and its response schema (zod/mini) load on the first submit, not with the page.
 * Without JavaScript the browser posts the form itself to the same endpoint and comes back to
 * `returnPath` with a notice (decision 008).
 */
export function ContactForm({ labelledBy, returnPath }: ContactFormProps) {
  const [values, setValues] = useState(emptySubmission);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [sending, setSending] = useState(false);

  const update = (field: Field | 'website', value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(undefined);
    setSending(true);
    try {
      const { sendContactMessage } = await import('../api/send-contact-message');
      const { success } = await sendContactMessage(values);
      setOutcome(success === true ? 'sent' : 'failed');
      if (success === true) setValues(emptySubmission);
    } catch {
      setOutcome('error');
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" method="post" action={contactFormAction} onSubmit={submit} aria-labelledby={labelledBy} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 3 }}>
      {contactFields.map((field) => (
        <ContactField key={field} field={field} value={values[field]} onChange={update} />
      ))}
      <HoneypotField value={values.website} onChange={(value) => update('website', value)} />
      {returnPath ? <input type="hidden" name={contactReturnField} value={returnPath} /> : null}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
        <SiteButton type="submit" look="primary" size="large" disabled={sending}>
          {contactMessages.send}
        </SiteButton>
        <Typography
          role="status"
          aria-live="polite"
          sx={{ fontWeight: 600, color: outcome === 'sent' ? 'success.main' : 'error.main' }}
        >
          {outcome ? outcomeText[outcome] : ''}
        </Typography>
        <PostedNotices hidden={sending || outcome !== undefined} />
      </Box>
    </Box>
  );
}
