import { sql } from './kysely';
import type { SiteQueries } from './site-tables';

/**
 * The rows of `content_versions` (migration 4): `blog` counts imports, `search` counts rewrites of
 * the search index; `search:build` and `search:blog` hold what the index was last made from.
 */
type ContentVersionName = 'blog' | 'search' | 'search:build' | 'search:blog';

/** A counter's value and its fingerprint; 0 and "" when the row does not exist yet. */
export async function readContentVersion(db: SiteQueries, name: ContentVersionName): Promise<{ version: number; fingerprint: string }> {
  const row = await db.selectFrom('content_versions').select(['version', 'fingerprint']).where('name', '=', name).executeTakeFirst();
  return row === undefined ? { version: 0, fingerprint: '' } : { version: Number(row.version), fingerprint: row.fingerprint };
}

/** Inside the caller's transaction: one more on the counter (made at 1 when missing); returns the new value. */
export async function bumpContentVersion(db: SiteQueries, name: ContentVersionName): Promise<number> {
  const { rows } = await sql<{ version: number }>`INSERT INTO content_versions (name, version) VALUES (${name}, 1)
    ON CONFLICT (name) DO UPDATE SET version = content_versions.version + 1
    RETURNING version`.execute(db);
  return Number(rows[0]?.version ?? 1);
}

/** Inside the caller's transaction: records what `name` was made from. */
export async function setContentFingerprint(db: SiteQueries, name: ContentVersionName, fingerprint: string): Promise<void> {
  await sql`INSERT INTO content_versions (name, version, fingerprint) VALUES (${name}, 1, ${fingerprint})
    ON CONFLICT (name) DO UPDATE SET fingerprint = excluded.fingerprint, version = content_versions.version + 1`.execute(db);
}
