/**
 * PostgreSQL advisory locks taken by the site, as (space, key) pairs: the space keeps them apart from
 * any other program sharing the database. Transaction-scoped (pg_advisory_xact_lock): a crash or a
 * lost connection releases them with the transaction, so no lock is ever left behind.
 */
export const siteLockSpace = 0x67727570; // "grup"

export const lockKeys = {
  /** Held while migrations run: two instances starting at once migrate once. */
  migrations: 1,
  /**
   * Held around "if the blog is empty, import it" (two first starts import once), around every import,
   * and while a starting instance rewrites the search index: the index's blog rows are written by
   * imports and by starts, so they take turns and each sees the other's commit.
   */
  blogImport: 2,
} as const;
