import type { ContactMessage } from '../../schemas/contact-message';
import type { SiteDatabase } from '../database/open-database';

/**
 * What became of forwarding a message by e-mail: `not-configured` (no SMTP), `pending` (stored,
 * not sent yet), `sent`, `failed` (see forward_error; the message itself is safe in the table),
 * `skipped` (spam is never forwarded).
 */
export type ForwardStatus = 'not-configured' | 'pending' | 'sent' | 'failed' | 'skipped';

export interface StoredContactMessage extends ContactMessage {
  id: number;
  /** ISO 8601, UTC. */
  receivedAt: string;
  spam: boolean;
  forwardStatus: ForwardStatus;
  forwardError: string | null;
  forwardedAt: string | null;
}

export interface NewContactMessage extends ContactMessage {
  receivedAt: string;
  spam: boolean;
  forwardStatus: ForwardStatus;
}

export interface ContactStore {
  /** Synchronous: when it returns, the row is on disk (WAL, synchronous = FULL). */
  insert(message: NewContactMessage): number;
  recordForward(id: number, outcome: { status: 'sent' } | { status: 'failed'; error: string }): void;
  /** Oldest first; `since` is an ISO date or timestamp compared with receivedAt. */
  list(options?: { since?: string; includeSpam?: boolean }): StoredContactMessage[];
  count(): number;
}

interface MessageRow {
  id: number;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  spam: 0 | 1;
  forward_status: ForwardStatus;
  forward_error: string | null;
  forwarded_at: string | null;
}

function fromRow(row: MessageRow): StoredContactMessage {
  return {
    id: row.id,
    receivedAt: row.received_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    spam: row.spam === 1,
    forwardStatus: row.forward_status,
    forwardError: row.forward_error,
    forwardedAt: row.forwarded_at,
  };
}

export function createContactStore(db: SiteDatabase): ContactStore {
  const insert = db.prepare(`
    INSERT INTO contact_messages (received_at, name, email, phone, subject, message, spam, forward_status)
    VALUES (@receivedAt, @name, @email, @phone, @subject, @message, @spam, @forwardStatus)
  `);
  const recordSent = db.prepare("UPDATE contact_messages SET forward_status = 'sent', forward_error = NULL, forwarded_at = ? WHERE id = ?");
  const recordFailed = db.prepare("UPDATE contact_messages SET forward_status = 'failed', forward_error = ? WHERE id = ?");
  const list = db.prepare(`
    SELECT * FROM contact_messages
    WHERE received_at >= @since AND (@includeSpam = 1 OR spam = 0)
    ORDER BY received_at, id
  `);
  const count = db.prepare('SELECT count(*) FROM contact_messages').pluck();

  return {
    insert: (message) => Number(insert.run({ ...message, spam: message.spam ? 1 : 0 }).lastInsertRowid),
    recordForward: (id, outcome) => {
      if (outcome.status === 'sent') recordSent.run(new Date().toISOString(), id);
      else recordFailed.run(outcome.error, id);
    },
    // Cast: SELECT * returns the table's columns, which MessageRow lists.
    list: ({ since = '', includeSpam = true } = {}) => (list.all({ since, includeSpam: includeSpam ? 1 : 0 }) as MessageRow[]).map(fromRow),
    count: () => count.get() as number,
  };
}
