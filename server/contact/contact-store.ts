import type { ContactMessage } from '../../schemas/contact-message';
import { sql } from '../database/kysely';
import type { SiteQueries } from '../database/site-tables';

/**
 * What became of forwarding a message by e-mail: `not-configured` (no SMTP), `pending` (stored,
 * not sent yet), `sent`, `failed` (see forward_error; the message itself is safe in the table),
 * `skipped` (spam is never forwarded).
 */
type ForwardStatus = 'not-configured' | 'pending' | 'sent' | 'failed' | 'skipped';

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
  /** Resolves once the row is committed (SQLite: on disk, synchronous = FULL; PostgreSQL: committed). */
  insert(message: NewContactMessage): Promise<number>;
  recordForward(id: number, outcome: { status: 'sent' } | { status: 'failed'; error: string }): Promise<void>;
  /** Oldest first; `since` is an ISO date or timestamp compared with receivedAt. */
  list(options?: { since?: string; includeSpam?: boolean }): Promise<StoredContactMessage[]>;
  count(): Promise<number>;
}

/** A row of contact_messages as both dialects return it. */
export interface MessageRow {
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

export function fromRow(row: MessageRow): StoredContactMessage {
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

/** Contact messages, the same SQL on SQLite and PostgreSQL. Each call is one statement, committed on its own. */
export function createContactStore(db: SiteQueries): ContactStore {
  return {
    insert: async (message) => {
      const row = await db
        .insertInto('contact_messages')
        .values({
          received_at: message.receivedAt,
          name: message.name,
          email: message.email,
          phone: message.phone,
          subject: message.subject,
          message: message.message,
          spam: message.spam ? 1 : 0,
          forward_status: message.forwardStatus,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    recordForward: async (id, outcome) => {
      const change =
        outcome.status === 'sent'
          ? { forward_status: 'sent' as const, forward_error: null, forwarded_at: new Date().toISOString() }
          : { forward_status: 'failed' as const, forward_error: outcome.error };
      await db.updateTable('contact_messages').set(change).where('id', '=', id).execute();
    },
    list: async ({ since = '', includeSpam = true } = {}) => {
      let query = db.selectFrom('contact_messages').selectAll().where('received_at', '>=', since);
      if (!includeSpam) query = query.where('spam', '=', 0);
      const rows = await query.orderBy('received_at').orderBy('id').execute();
      return rows.map(fromRow);
    },
    // The cast in SQL: PostgreSQL's count is a bigint, which pg hands over as a string.
    count: async () => (await db.selectFrom('contact_messages').select(sql<number>`cast(count(*) as integer)`.as('count')).executeTakeFirstOrThrow()).count,
  };
}
