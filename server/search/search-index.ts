import { sql } from 'kysely';
import type { Dialect } from '../database/migrations';
import type { SearchDocumentsTable, SiteQueries } from '../database/site-tables';
import { indexText } from './search-text';

/** One page, post or category page as the index holds it (text as shown; the index folds it). */
export interface SearchDocument {
  key: string;
  kind: SearchDocumentsTable['kind'];
  path: string;
  title: string;
  headings: string;
  body: string;
  date: string | null;
}

/** Most documents one query reads back for ranking (search-ranking.ts); far more than anyone pages through. */
const maxMatches = 200;

/**
 * Inside the caller's transaction: replaces every document of `source` with `documents`. The words
 * go to SQLite's FTS5 table or PostgreSQL's tsvector, always as bound parameters: title weighs most,
 * then headings, then body.
 */
export async function replaceSearchDocuments(
  db: SiteQueries,
  dialect: Dialect,
  source: SearchDocumentsTable['source'],
  documents: readonly SearchDocument[],
): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`DELETE FROM search_terms WHERE rowid IN (SELECT id FROM search_documents WHERE source = ${source})`.execute(db);
  }
  await db.deleteFrom('search_documents').where('source', '=', source).execute();
  for (const document of documents) {
    const title = indexText(document.title);
    const headings = indexText(document.headings);
    const body = indexText(document.body);
    if (dialect === 'sqlite') {
      const { id } = await db
        .insertInto('search_documents')
        .values({ ...document, source })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`INSERT INTO search_terms (rowid, title, headings, body) VALUES (${id}, ${title}, ${headings}, ${body})`.execute(db);
    } else {
      await sql`INSERT INTO search_documents (key, source, kind, path, title, headings, body, date, terms)
        VALUES (${document.key}, ${source}, ${document.kind}, ${document.path}, ${document.title}, ${document.headings}, ${document.body}, ${document.date},
          setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${headings}), 'B') || setweight(to_tsvector('english', ${body}), 'D'))`.execute(
        db,
      );
    }
  }
}

/** A matching document as the match query returns it: without its long text, which search-ranking.ts keeps by id. */
export interface MatchedDocument {
  /** Never reused (AUTOINCREMENT, identity): a replaced document has a new id, so text kept by id is never stale. */
  id: number;
  key: string;
  kind: SearchDocument['kind'];
  path: string;
  title: string;
  date: string | null;
}

/**
 * The documents that hold every term (each as a word or the start of one, after stemming), best
 * first by the database's own rank, at most maxMatches. Terms come from queryTerms(): letters and
 * digits only, so they are valid in both query syntaxes; the query itself is a bound parameter.
 */
export async function matchSearchDocuments(db: SiteQueries, dialect: Dialect, terms: readonly string[]): Promise<MatchedDocument[]> {
  if (terms.length === 0) return [];
  if (dialect === 'sqlite') {
    const match = terms.map((term) => `"${term}"*`).join(' ');
    const { rows } = await sql<MatchedDocument>`SELECT d.id, d.key, d.kind, d.path, d.title, d.date
      FROM search_terms JOIN search_documents d ON d.id = search_terms.rowid
      WHERE search_terms MATCH ${match}
      ORDER BY bm25(search_terms, 10.0, 4.0, 1.0), d.key
      LIMIT ${maxMatches}`.execute(db);
    return rows;
  }
  const query = terms.map((term) => `${term}:*`).join(' & ');
  const { rows } = await sql<MatchedDocument>`SELECT id, key, kind, path, title, date
    FROM search_documents, to_tsquery('english', ${query}) query
    WHERE terms @@ query
    ORDER BY ts_rank(terms, query) DESC, key
    LIMIT ${maxMatches}`.execute(db);
  return rows;
}

/** The headings and body of the given documents. */
export async function readDocumentTexts(db: SiteQueries, ids: readonly number[]): Promise<{ id: number; headings: string; body: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('search_documents').select(['id', 'headings', 'body']).where('id', 'in', ids).execute();
}

/** Every document's text, for the did-you-mean vocabulary (site-search.ts). */
export function readSearchText(db: SiteQueries): Promise<Pick<SearchDocument, 'title' | 'headings' | 'body'>[]> {
  return db.selectFrom('search_documents').select(['title', 'headings', 'body']).execute();
}
