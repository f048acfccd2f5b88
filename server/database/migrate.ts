import type Database from 'better-sqlite3';
import type { PoolClient } from 'pg';
import { lockKeys, siteLockSpace } from './advisory-locks';
import { DatabaseError } from './database-error';
import { migrations as defaultMigrations, type Migration } from './migrations';

const createMigrationsTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

/** The migrations still to run, oldest first; refuses a database a newer program has migrated. */
function pending(applied: ReadonlySet<number>, migrations: readonly Migration[], location: string, hint: string): Migration[] {
  const newest = Math.max(0, ...migrations.map((migration) => migration.version));
  const unknown = [...applied].filter((version) => version > newest);
  if (unknown.length > 0) {
    throw new DatabaseError(
      `${location} has schema version ${Math.max(...unknown)}, newer than this program knows (${newest}): run a newer version of the site, or ${hint}`,
    );
  }
  return [...migrations].sort((a, b) => a.version - b.version).filter((migration) => !applied.has(migration.version));
}

/**
 * SQLite: applies the migrations this file has not seen, each in its own IMMEDIATE transaction (it
 * takes the write lock at once, so a second process opening the same file waits, then finds the
 * version recorded). Returns the versions applied.
 */
export function migrateSqlite(db: Database.Database, migrations: readonly Migration[] = defaultMigrations): number[] {
  db.exec(createMigrationsTable);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').pluck();
  const ran: number[] = [];
  for (const migration of pending(applied, migrations, db.name, 'point DATA_DIR at another folder')) {
    const apply = db.transaction(() => {
      if (isApplied.get(migration.version) !== undefined) return false;
      db.exec(migration.sql.sqlite);
      record.run(migration.version, migration.name, new Date().toISOString());
      return true;
    });
    if (apply.immediate()) ran.push(migration.version);
  }
  return ran;
}

/**
 * PostgreSQL: all pending migrations in one transaction (PostgreSQL's DDL is transactional) under an
 * advisory lock, so instances starting together against an empty database migrate it once: the
 * second waits for the lock, then finds every version recorded. Returns the versions applied.
 */
export async function migratePostgres(client: PoolClient, location: string, migrations: readonly Migration[] = defaultMigrations): Promise<number[]> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [siteLockSpace, lockKeys.migrations]);
    await client.query(createMigrationsTable);
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const ran: number[] = [];
    for (const migration of pending(new Set(rows.map((row) => row.version)), migrations, location, 'point DATABASE_URL at another database')) {
      // No parameters: pg sends it as a simple query, which may hold several statements.
      await client.query(migration.sql.postgres);
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
      ran.push(migration.version);
    }
    await client.query('COMMIT');
    return ran;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
