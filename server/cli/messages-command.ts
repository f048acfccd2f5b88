import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatMessagesCsv, formatMessagesJson } from '../contact/messages-export';
import { createContactStore } from '../contact/contact-store';
import { databaseFile, openSiteDatabase, type DatabaseTarget } from '../database/open-database';

export const messagesUsage = `Lists the contact messages stored in the database (DATABASE_URL, or DATA_DIR: ./data by default).

Usage: npm run messages -- [--format json|csv] [--since YYYY-MM-DD] [--exclude-spam]

  --format        json (default) or csv (RFC 4180, for spreadsheets)
  --since         only messages received on or after this date (or ISO date and time, UTC)
  --exclude-spam  leave out messages whose hidden honeypot field was filled in
`;

export interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** "2025-03-01" stays a date (compared with the start of received_at); a full timestamp is normalised to UTC. */
function parseSince(value: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Number.isNaN(Date.parse(value)) ? undefined : value;
  const time = Date.parse(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(time) ? new Date(time).toISOString() : undefined;
}

function parseMessagesArgs(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    options: {
      format: { type: 'string', default: 'json' },
      since: { type: 'string' },
      'exclude-spam': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  }).values;
}

/** `npm run messages`; returns the exit code: 0 listed, 1 no database, 2 bad arguments. */
export async function runMessagesCommand(args: readonly string[], target: DatabaseTarget, output: CommandOutput): Promise<number> {
  let values: ReturnType<typeof parseMessagesArgs>;
  try {
    values = parseMessagesArgs(args);
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n\n${messagesUsage}`);
    return 2;
  }
  if (values.help) {
    output.out(messagesUsage);
    return 0;
  }
  if (values.format !== 'json' && values.format !== 'csv') {
    output.err(`--format: expected json or csv, found "${values.format}"\n\n${messagesUsage}`);
    return 2;
  }
  const since = values.since === undefined ? '' : parseSince(values.since);
  if (since === undefined) {
    output.err(`--since: expected a date such as 2025-03-01 (or 2025-03-01T09:30:00Z), found "${values.since}"\n`);
    return 2;
  }

  if (target.dialect === 'sqlite' && !existsSync(databaseFile(target.dataDir))) {
    output.err(`There is no database at ${databaseFile(target.dataDir)}: no message has been stored there. Is DATA_DIR set to the server's data folder?\n`);
    return 1;
  }
  const db = await openSiteDatabase(target, { create: false, poolSize: 1 });
  try {
    const messages = await createContactStore(db.queries).list({ since, includeSpam: !values['exclude-spam'] });
    output.out(values.format === 'csv' ? formatMessagesCsv(messages) : formatMessagesJson(messages));
    output.err(`${messages.length} message${messages.length === 1 ? '' : 's'} from ${db.location}\n`);
    return 0;
  } finally {
    await db.close();
  }
}
