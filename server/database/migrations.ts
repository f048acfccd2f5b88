/**
 * The database's history, oldest first. A migration is never edited once released: a change to the
 * schema is a new entry at the end. Each runs in its own transaction and is recorded in
 * `schema_migrations`, so a database of any age is brought up to date on start.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'blog categories and posts, contact messages',
    sql: `
      CREATE TABLE categories (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL UNIQUE
      );

      -- AUTOINCREMENT: the id of a deleted post is never handed to another, so an old shared link
      -- finds nothing rather than the wrong post. slug (the file name) keeps ids stable across imports.
      CREATE TABLE posts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        date TEXT NOT NULL,
        author TEXT NOT NULL,
        category_id INTEGER NOT NULL REFERENCES categories (id),
        image TEXT,
        content_html TEXT NOT NULL,
        summary TEXT NOT NULL
      );
      CREATE INDEX posts_by_date ON posts (date DESC, id DESC);
      CREATE INDEX posts_by_category_and_date ON posts (category_id, date DESC, id DESC);

      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
        forward_status TEXT NOT NULL CHECK (forward_status IN ('not-configured', 'pending', 'sent', 'failed', 'skipped')),
        forward_error TEXT,
        forwarded_at TEXT
      );
      CREATE INDEX contact_messages_by_received_at ON contact_messages (received_at);
    `,
  },
];
