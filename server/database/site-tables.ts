import type { Generated, Kysely } from 'kysely';

/**
 * The tables as the data layer sees them, the same on SQLite and PostgreSQL (migrations.ts keeps the
 * two schemas in step). Times are ISO 8601 text on both, so they compare the same way; `spam` is 0/1
 * on both rather than a boolean PostgreSQL alone would have.
 */
interface CategoriesTable {
  id: number;
  title: string;
}

interface PostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  date: string;
  /** YYYY-MM-DD: when the post was last revised; null when never. */
  updated: string | null;
  author: string;
  category_id: number;
  image: string | null;
  content_html: string;
  summary: string;
}

interface ContactMessagesTable {
  id: Generated<number>;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  spam: 0 | 1;
  forward_status: 'not-configured' | 'pending' | 'sent' | 'failed' | 'skipped';
  forward_error: string | null;
  forwarded_at: string | null;
}

/**
 * The search index's documents (migration 3). The indexed words live beside them: SQLite's FTS5 tables
 * `search_terms` and `search_heads` (rowid = `listing`, migration 6), PostgreSQL's `terms` column; only
 * server/search/search-index.ts writes and reads those, with SQL of its own dialect.
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  /** "page:/about", "post:12", "category:3" */
  key: string;
  /** Who writes the row: the build's pages (replaced at start) or the blog (replaced on import). */
  source: 'build' | 'blog';
  kind: 'page' | 'post' | 'category';
  path: string;
  title: string;
  headings: string;
  body: string;
  /** YYYY-MM-DD for posts, null otherwise. */
  date: string | null;
  /** SQLite only (migration 6): the document's place in the listing order, its full-text rows' rowid; set by search-index.ts. */
  listing?: number | null;
}

/**
 * Counters and fingerprints (migration 4): `blog` (one more per import), `search` (one more per
 * rewrite of the index), `search:build` and `search:blog` (what the index was made from).
 */
interface ContentVersionsTable {
  name: string;
  version: number;
  fingerprint: string;
}

/** The search vocabulary: each source's words of four letters or more, with how often they occur. */
interface SearchWordsTable {
  source: SearchDocumentsTable['source'];
  word: string;
  count: number;
}

interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface SiteTables {
  categories: CategoriesTable;
  posts: PostsTable;
  contact_messages: ContactMessagesTable;
  schema_migrations: SchemaMigrationsTable;
  search_documents: SearchDocumentsTable;
  content_versions: ContentVersionsTable;
  search_words: SearchWordsTable;
}

/** A query builder on the site's tables, or a transaction on them. */
export type SiteQueries = Kysely<SiteTables>;
