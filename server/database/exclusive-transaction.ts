import { lockKeys, siteLockSpace } from './advisory-locks';
import { sql } from './kysely';
import type { SiteDatabase } from './open-database';
import type { SiteQueries } from './site-tables';

/**
 * Runs `work` in a transaction no other writer of the same kind can overlap: SQLite takes the file's
 * write lock at BEGIN IMMEDIATE; PostgreSQL takes a transaction-scoped advisory lock, so two
 * instances doing "if empty then import" one after the other see each other's commit. Commits when
 * `work` resolves, rolls back when it throws.
 */
export async function withExclusiveTransaction<T>(database: SiteDatabase, lock: keyof typeof lockKeys, work: (queries: SiteQueries) => Promise<T>): Promise<T> {
  return database.queries.connection().execute(async (connection) => {
    await sql.raw(database.dialect === 'sqlite' ? 'BEGIN IMMEDIATE' : 'BEGIN').execute(connection);
    try {
      if (database.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${siteLockSpace}, ${lockKeys[lock]})`.execute(connection);
      const result = await work(connection);
      await sql.raw('COMMIT').execute(connection);
      return result;
    } catch (error) {
      await sql
        .raw('ROLLBACK')
        .execute(connection)
        .catch(() => undefined);
      throw error;
    }
  });
}
