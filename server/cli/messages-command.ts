import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createContactStore } from '../contact/contact-store';
import { formatMessagesCsv, formatMessagesJson } from '../contact/messages-export';
import { type DatabaseTarget, databaseFile, openSiteDatabase } from '../database/open-database';
import { type CommandDefinition, parseCommandLine } from './command-line';

/** `npm run messages`'s options and --help (server/cli/command-line.ts). */
export const messagesCommandLine = {
  command: 'npm run messages',
  summary:
    'Lists the contact messages stored in the database (DATABASE_URL, or DATA_DIR: ./data by default), as JSON or CSV on\nstandard output, or in the file --output names. The count and the database go to standard error. What visitors typed\ncannot act on the terminal: the CSV leaves out control characters and bidi overrides, the JSON escapes them.',
  options: {
    format: { type: 'string', value: 'json|csv', description: 'json (default) or csv (RFC 4180, for spreadsheets)' },
    since: { type: 'string', value: 'DATE', description: 'only messages received on or after this date (or ISO date and time, UTC)' },
    'exclude-spam': { type: 'boolean', description: 'leave out messages whose hidden honeypot field was filled in' },
    output: { type: 'string', value: 'FILE', description: 'write the messages to FILE instead of standard output' },
  },
  environment: {
    DATABASE_URL: 'PostgreSQL connection string; when unset, the SQLite file in DATA_DIR',
    DATA_DIR: 'folder of the SQLite database (default ./data)',
  },
} as const satisfies CommandDefinition;

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

/** `npm run messages`; returns the exit code: 0 listed, 1 no database, 2 bad arguments. */
export async function runMessagesCommand(args: readonly string[], target: DatabaseTarget, output: CommandOutput): Promise<number> {
  const line = parseCommandLine(messagesCommandLine, args);
  if (line.action === 'exit') {
    output.out(line.stdout);
    output.err(line.stderr);
    return line.code;
  }
  const values = line.options;
  const format = values.format ?? 'json';
  if (format !== 'json' && format !== 'csv') {
    output.err(`--format: expected json or csv, found "${format}"\n`);
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
    const text = format === 'csv' ? formatMessagesCsv(messages) : formatMessagesJson(messages);
    const count = `${messages.length} message${messages.length === 1 ? '' : 's'} from ${db.location}`;
    if (values.output === undefined) {
      output.out(text);
      output.err(`${count}\n`);
    } else {
      await writeFile(values.output, text);
      output.err(`${count} written to ${values.output}\n`);
    }
    return 0;
  } finally {
    await db.close();
  }
}
