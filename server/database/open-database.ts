import { DatabaseError } from './database-error';
import { Kysely, PostgresDialect, SqliteDialect } from './kysely';
import { migratePostgres } from './migrate';
import type { Dialect } from './migrations';
import type { SiteQueries, SiteTables } from './site-tables';
import { databaseFile, openSqliteFile } from './sqlite-file';

export { DatabaseError } from './database-error';
export { databaseFile } from './sqlite-file';

/** Where the data lives: the SQLite file in DATA_DIR (the default), or PostgreSQL when DATABASE_URL is set. */
export type DatabaseTarget = { dialect: 'sqlite'; dataDir: string } | { dialect: 'postgres'; url: string };

export function databaseTarget(config: { dataDir: string; databaseUrl?: string | undefined }): DatabaseTarget {
  return config.databaseUrl === undefined ? { dialect: 'sqlite', dataDir: config.dataDir } : { dialect: 'postgres', url: config.databaseUrl };
}

/** The database, migrated, behind one typed query builder whichever dialect it speaks. */
export interface SiteDatabase {
  dialect: Dialect;
  /** For messages to people: the file, or the URL without its password. */
  location: string;
  queries: SiteQueries;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** SQLite: false fails when there is no database file yet instead of creating one (the messages CLI only reads). */
  create?: boolean;
  /** PostgreSQL: connections kept by this process; 10 by default. */
  poolSize?: number;
}

/** postgres://user:secret@host/db → postgres://user@host/db: the password never reaches a log. */
export function describePostgresUrl(url: string): string {
  if (!URL.canParse(url)) return 'PostgreSQL (DATABASE_URL)';
  const parsed = new URL(url);
  parsed.password = '';
  parsed.search = '';
  return parsed.toString();
}

async function openPostgres(url: string, poolSize: number): Promise<SiteDatabase> {
  const location = describePostgresUrl(url);
  // Loaded only for PostgreSQL: a SQLite start does not pay for the driver (issue 31).
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closes (a restart, a failover) is replaced by the pool on the next
  // query; without a listener Node would treat the event as an uncaught error and exit.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL connection lost (${location}): ${error.message}`);
  });
  // pool.end() resolves once its connections are asked to end, not once they have: a connection still
  // saying goodbye when the server drops it (DROP DATABASE … WITH (FORCE), a restart) reported a loss
  // after close() had returned. close() waits for every connection's end (the pool's "remove" event).
  const open = new Set<unknown>();
  let allEnded: (() => void) | undefined;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allEnded?.();
  });
  try {
    const client = await pool.connect();
    try {
      await migratePostgres(client, location);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    if (error instanceof DatabaseError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseError(`Could not open the database ${location}: ${reason}`);
  }
  const queries = new Kysely<SiteTables>({ dialect: new PostgresDialect({ pool }) });
  const close = async () => {
    closing = true;
    const ended = open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (allEnded = resolve));
    await queries.destroy();
    // Kysely ends the pool only when it has used it; a database opened and closed unused still holds its connection.
    if (!pool.ended) await pool.end();
    await ended;
  };
  return { dialect: 'postgres', location, queries, close };
}

/**
 * Opens the site's database and brings it up to the current schema: the SQLite file in DATA_DIR
 * (created when needed), or the PostgreSQL database of DATABASE_URL. Every write commits before the
 * promise resolves: SQLite with synchronous = FULL, PostgreSQL with its default synchronous_commit.
 */
export async function openSiteDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<SiteDatabase> {
  if (target.dialect === 'postgres') return openPostgres(target.url, options.poolSize ?? 10);
  const db = openSqliteFile(target.dataDir, options);
  const queries = new Kysely<SiteTables>({ dialect: new SqliteDialect({ database: db }) });
  return { dialect: 'sqlite', location: databaseFile(target.dataDir), queries, close: () => queries.destroy() };
}
