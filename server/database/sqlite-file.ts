import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DatabaseError } from './database-error';
import { migrateSqlite } from './migrate';

/** The file inside DATA_DIR. */
const databaseFileName = 'site.db';

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, databaseFileName);
}

/**
 * Opens (and when `create` is not false, creates) `DATA_DIR/site.db`, brought up to the current schema.
 *
 * WAL lets the server read while the CLI imports, and `synchronous = FULL` makes every commit wait
 * for the disk: a contact message the server has answered `{success: true}` for survives a power
 * cut, not only a crash of the process. That costs one fsync per message, which a contact form
 * never notices (see `npm run bench:api`).
 */
export function openSqliteFile(dataDir: string, options: { create?: boolean } = {}): Database.Database {
  const file = databaseFile(dataDir);
  if (options.create !== false) mkdirSync(dataDir, { recursive: true });
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: options.create === false });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseError(`Could not open the database ${file}: ${reason}`);
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // The server and a CLI command may write at the same moment; wait for the other rather than fail.
    db.pragma('busy_timeout = 5000');
    migrateSqlite(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
