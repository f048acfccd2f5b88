import { contactMessages } from '../messages';

/**
 * A field people never see or reach (visually hidden, hidden from screen readers, out of the tab
 * order, no autofill). Bots that fill in every field fill this one too, and the server drops their message.
 */
export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{contactMessages.honeypot}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
