import { TextField } from '@mui/material';
import { useContext } from 'react';
import { Editing } from './editing-context';
import type { FieldSpec } from './form-types';
import { fieldId } from './paths';

type Format = 'url' | 'email' | 'date';

/** What is wrong with a value of the format as typed, in the words of the validator's messages; undefined when it is fine. */
export function formatProblem(format: Format, value: string): string | undefined {
  if (value === '') return undefined;
  switch (format) {
    case 'url': {
      if (/^https?:\/\/[^\s/]+\.[^\s]*$/i.test(value) && URL.canParse(value)) return undefined;
      const guess = /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value) ? ` Did you mean "https://${value}"?` : '';
      return `expected a whole address starting with https://, like "https://www.example.com".${guess}`;
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'expected an email address, like "info@example.com"';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? undefined : 'expected a date written YYYY-MM-DD, like "2026-11-01"';
  }
}

/**
 * A string of a format (issue 28, B6): an input of that type (url, email, date), whose value is always
 * the text typed (never parsed as JSON), checked as it is typed. The validator's own message, once it
 * has one for this path, is shown in its place.
 */
export function FormattedField({
  spec,
  format,
  value,
  path,
  onChange,
}: {
  spec: FieldSpec;
  format: Format;
  value: unknown;
  path: string;
  onChange: (value: unknown) => void;
}) {
  const { issues } = useContext(Editing);
  const text = typeof value === 'string' ? value : '';
  const problems = issues.filter((issue) => issue.path === path).map((issue) => issue.message);
  const local = formatProblem(format, text);
  const shown = problems.length > 0 ? problems.join('; ') : local;
  return (
    <TextField
      id={fieldId(path)}
      type={format}
      label={spec.label}
      required={!spec.optional}
      error={shown !== undefined}
      helperText={shown ?? (spec.help || undefined)}
      fullWidth
      size="small"
      margin="dense"
      value={text}
      slotProps={{ inputLabel: format === 'date' ? { shrink: true } : undefined, htmlInput: { spellCheck: false } }}
      onChange={(event) => onChange(spec.optional && event.target.value === '' ? undefined : event.target.value)}
    />
  );
}
