import type { ChangeEvent } from 'react';
import { contactLimits, type ContactField as Field, telephonePattern } from '../../../../schemas/contact-fields';
import { contactMessages } from '../messages';

const inputTypes: Record<Field, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  subject: { type: 'text', autoComplete: 'off' },
  message: { type: 'text', autoComplete: 'off' },
};

type ContactFieldProps = {
  id: string;
  field: Field;
  value: string;
  /** The server's message when it refused this field. */
  error?: string;
  onChange: (field: Field, value: string) => void;
};

/**
 * One labelled, required field. The browser does the checking (required, e-mail and telephone
 * formats, the server's telephone rule as the phone's pattern, the server's length limits as maxLength) and shows its own messages (spec §5). Its id is
 * given (not useId): the form hydrates as a root of its own, apart from the section around it.
 */
export function ContactField({ id, field, value, error, onChange }: ContactFieldProps) {
  const errorId = `${id}-error`;
  const multiline = field === 'message';
  const common = {
    id,
    name: field,
    className: 'contact-form__input',
    autoComplete: inputTypes[field].autoComplete,
    required: true,
    maxLength: contactLimits[field],
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, event.target.value),
  };
  return (
    <div className={multiline || field === 'subject' ? 'contact-form__wide' : undefined}>
      <label htmlFor={id} className="contact-form__label">
        {contactMessages.labels[field]}
      </label>
      {multiline ? (
        <textarea rows={6} {...common} />
      ) : field === 'phone' ? (
        // The server's own rule as the pattern: the browser stops "abc" before it is sent.
        <input type="tel" inputMode="tel" pattern={telephonePattern} title={contactMessages.phoneHint} {...common} />
      ) : (
        <input type={inputTypes[field].type} {...common} />
      )}
      {error ? (
        <p id={errorId} className="contact-form__field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
