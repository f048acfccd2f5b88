import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { contactFields, type ContactField as Field } from '../../../../schemas/contact-fields';
import { useSendContactMessage, type ContactSubmission } from '../api/send-contact-message';
import { contactMessages } from '../messages';
import { ContactField } from './contact-field';
import { HoneypotField } from './honeypot-field';

type Outcome = 'sent' | 'failed' | 'error';

const emptySubmission: ContactSubmission = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

const outcomeText: Record<Outcome, string> = { sent: contactMessages.sent, failed: contactMessages.failed, error: contactMessages.error };

/**
 * The contact form (spec §2, §4): idle, then after each submit a status line read out by screen
 * readers. Success clears the five fields; the button is disabled while the message is on its way.
 */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const [values, setValues] = useState(emptySubmission);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const { trigger, isMutating } = useSendContactMessage();

  const update = (field: Field | 'website', value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(undefined);
    try {
      const { success } = await trigger(values);
      setOutcome(success === true ? 'sent' : 'failed');
      if (success === true) setValues(emptySubmission);
    } catch {
      setOutcome('error');
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby={labelledBy} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 3 }}>
      {contactFields.map((field) => (
        <ContactField key={field} field={field} value={values[field]} onChange={update} />
      ))}
      <HoneypotField value={values.website} onChange={(value) => update('website', value)} />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
        <Button type="submit" variant="contained" size="large" disabled={isMutating}>
          {contactMessages.send}
        </Button>
        <Typography
          role="status"
          aria-live="polite"
          sx={{ fontWeight: 600, color: outcome === 'sent' ? 'success.main' : 'error.main' }}
        >
          {outcome ? outcomeText[outcome] : ''}
        </Typography>
      </Box>
    </Box>
  );
}
