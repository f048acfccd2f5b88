import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent } from 'react';
import { contactLimits, type ContactField as Field } from '../../../../schemas/contact-fields';
import { contactMessages } from '../messages';

const inputTypes: Record<Field, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  subject: { type: 'text', autoComplete: 'off' },
  message: { type: 'text', autoComplete: 'off' },
};

type ContactFieldProps = { field: Field; value: string; onChange: (field: Field, value: string) => void };

/**
 * One labelled, required field. The browser does the checking (required, e-mail and telephone
 * formats, the server's length limits as maxLength) and shows its own messages (spec §5).
 */
export function ContactField({ field, value, onChange }: ContactFieldProps) {
  const id = useId();
  const multiline = field === 'message';
  return (
    <Box sx={{ gridColumn: multiline || field === 'subject' ? '1 / -1' : undefined }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}>
        {contactMessages.labels[field]}
      </Box>
      <OutlinedInput
        id={id}
        name={field}
        type={inputTypes[field].type}
        autoComplete={inputTypes[field].autoComplete}
        fullWidth
        multiline={multiline}
        rows={multiline ? 6 : undefined}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, event.target.value)}
        // `required` goes on the input itself: given to OutlinedInput, MUI 9 also copies it onto the
        // wrapping <div>, which is invalid HTML.
        slotProps={{ input: { required: true, maxLength: contactLimits[field] } }}
        sx={{ bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
