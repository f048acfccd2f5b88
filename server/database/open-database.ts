import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations as defaultMigrations, type Migration } from './migrations';

export type SiteDatabase = Database.Database;

/** The file inside DATA_DIR. */
export const databaseFileName = 'site.db';

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, databaseFileName);
}

/** A database this program cannot use; the message says why and what to do. */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

function appliedVersions(db: SiteDatabase): Set<number> {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const rows = db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[];
  return new Set(rows);
}

/** Applies the migrations this database has not seen, each in its own transaction. */
export function migrate(db: SiteDatabase, migrations: readonly Migration[] = defaultMigrations): number[] {
  const applied = appliedVersions(db);
  const newest = Math.max(0, ...migrations.map((migration) => migration.version));
  const unknown = [...applied].filter((version) => version > newest);
  if (unknown.length > 0) {
    throw new DatabaseError(
      `${db.name} has schema version ${Math.max(...unknown)}, newer than this program knows (${newest}): ` +
        'run a newer version of the site, or point DATA_DIR at another folder',
    );
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    ran.push(migration.version);
  }
  return ran;
}

export interface OpenDatabaseOptions {
  /** false: fail when there is no database yet instead of creating one (the messages CLI only reads). */
  create?: boolean;
}

/**
 * Opens (and when needed creates) `DATA_DIR/site.db`, brought up to the current schema.
 *
 * WAL lets the server read while the CLI imports, and `synchronous = FULL` makes every commit wait
 * for the disk: a contact message the server has answered `{success: true}` for survives a power
 * cut, not only a crash of the process. That costs one fsync per message, which a contact form
 * never notices (see `npm run bench:api`).
 */
export function openDatabase(dataDir: string, options: OpenDatabaseOptions = {}): SiteDatabase {
  const file = databaseFile(dataDir);
  if (options.create !== false) mkdirSync(dataDir, { recursive: true });
  let db: SiteDatabase;
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
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
