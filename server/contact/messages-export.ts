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
 * What a visitor typed can hold characters that act on the terminal or the program that shows the
 * export: ESC starts the escape sequences that recolour, move the cursor or retitle a terminal
 * (`ESC[31m`), BEL rings, a lone carriage return rewrites the line shown, the C1 controls (U+0080 to
 * U+009F; U+009B is a one-character ESC[ to many terminals) do the same, and the bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) make text display in another order than it
 * is stored ("Trojan Source"). None belongs in a name or a message: they are removed. Tab and line
 * breaks (LF, CRLF) stay; a lone carriage return becomes a line feed. `\p{Cc}` is C0, DEL and C1.
 */
const terminalControls = /(?!\t|\n|\r\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

function withoutTerminalControls(value: string): string {
  return value.replace(/\r(?!\n)/g, '\n').replace(terminalControls, '');
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or a line break) as a formula, and
 * a visitor wrote these values. Such a cell gets a leading apostrophe, which spreadsheets show as
 * text. A telephone number such as +233 20 000 0000 is left alone: it is not a formula. Checked after
 * the control characters are gone, so "ESC=1" cannot hide a formula behind a character removed later.
 */
function defuseFormula(value: string): string {
  if (/^[+-][0-9 ()./-]*$/.test(value)) return value;
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: every field quoted, quotes doubled; line breaks inside a field are kept, terminal controls removed. */
function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : typeof value === 'string' ? defuseFormula(withoutTerminalControls(value)) : String(value);
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

/**
 * JSON.stringify escapes C0 controls (ESC is written \u001b) but writes DEL, the C1 controls and the
 * bidirectional overrides as they are; they are escaped too, so the JSON shows every character the
 * visitor sent and none acts on the terminal. They can only be inside strings: JSON's own syntax is ASCII.
 */
const unescapedControls = /[\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export function formatMessagesJson(messages: readonly StoredContactMessage[]): string {
  const json = JSON.stringify(messages, null, 2).replace(unescapedControls, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${json}\n`;
}
