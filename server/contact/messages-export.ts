import type { StoredContactMessage } from './contact-store';

const columns = [
  ['id', 'id'],
  ['receivedAt', 'received_at'],
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['subject', 'subject'],
  ['message', 'message'],
  ['spam', 'spam'],
  ['forwardStatus', 'forward_status'],
  ['forwardError', 'forward_error'],
  ['forwardedAt', 'forwarded_at'],
] as const satisfies readonly (readonly [keyof StoredContactMessage, string])[];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula, and
 * a visitor wrote these values. Such a cell gets a leading apostrophe, which spreadsheets show as
 * text. A telephone number such as +233 20 000 0000 is left alone: it is not a formula.
 */
function defuseFormula(value: string): string {
  if (/^[+-][0-9 ()./-]*$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: every field quoted, quotes doubled; line breaks inside a field are kept. */
function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : typeof value === 'string' ? defuseFormula(value) : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** CSV with a header row and CRLF line ends, as RFC 4180 and spreadsheets expect. */
export function formatMessagesCsv(messages: readonly StoredContactMessage[]): string {
  const lines = [
    columns.map(([, header]) => csvField(header)).join(','),
    ...messages.map((message) => columns.map(([key]) => csvField(message[key])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function formatMessagesJson(messages: readonly StoredContactMessage[]): string {
  return `${JSON.stringify(messages, null, 2)}\n`;
}
