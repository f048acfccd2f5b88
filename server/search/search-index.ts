import { bumpContentVersion } from '../database/content-versions';
import { sql } from '../database/kysely';
import type { Dialect } from '../database/migrations';
import type { SearchDocumentsTable, SiteQueries } from '../database/site-tables';
import { foldedWords, indexText } from './search-text';

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

/** Most documents one query lists (20 pages of results); far more than anyone pages through. */
const maxMatches = 200;
/**
 * The work one query may do: the database scores at most this many documents holding every term and
 * one of them in their title or headings, the newest (highest ids), plus every document whose title
 * holds every term. A word found in the headings of all 10,000 posts costs a ranking of 2,000, not
 * of 10,000; past the bound a document is listed as one that holds the words only in its body.
 */
export const maxRankedCandidates = 2_000;
/** PostgreSQL: a query still running after this is cancelled (the visitor gets an error page, the server keeps its connection). */
const statementTimeoutMs = 2_000;

/** The words a misspelt query may be corrected to: four letters or more, no digits (site-search.ts). */
function vocabularyWords(text: string, counts: Map<string, number> = new Map()): Map<string, number> {
  for (const word of foldedWords(text)) {
    if (word.length >= 4 && !/\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** Rows per INSERT: well under either database's limit on bound parameters. */
const insertBatch = 400;

/** The kinds each source writes: a kind comes from one source only, so a source's listing numbers are its kinds' own (below). */
const kindsOf: Record<SearchDocumentsTable['source'], readonly SearchDocumentsTable['kind'][]> = { build: ['page'], blog: ['post', 'category'] };

/**
 * SQLite: a document's listing number is its kind's place in the listing order (pages, category
 * pages, posts) times 2^40, plus its place among its kind's documents (newest first, then title and
 * key in binary order: SQLite's own ORDER BY, so the order is the one the statement sorted by
 * before). Its full-text rows take it as their rowid, so FTS5 returns matches in the listing order.
 */
const listingSpan = 2 ** 40;
const kindNumber: Record<SearchDocumentsTable['kind'], number> = { page: 0, category: 1, post: 2 };
const listingNumber = sql`(CASE kind WHEN 'page' THEN 0 WHEN 'category' THEN 1 ELSE 2 END) * ${sql.lit(listingSpan)}
  + row_number() OVER (PARTITION BY kind ORDER BY coalesce(date, '') DESC, title, key)`;

/**
 * Inside the caller's transaction: replaces every document of `source` with `documents`. The words
 * go to SQLite's FTS5 tables or PostgreSQL's tsvector, always as bound parameters: title weighs most,
 * then headings, then body.
 */
export async function replaceSearchDocuments(
  db: SiteQueries,
  dialect: Dialect,
  source: SearchDocumentsTable['source'],
  documents: readonly SearchDocument[],
): Promise<void> {
  const stray = documents.find((document) => !kindsOf[source].includes(document.kind));
  if (stray !== undefined) throw new Error(`Search: ${stray.key} is a ${stray.kind}, which the ${source} does not write`);
  if (dialect === 'sqlite') {
    // By the source's kinds' ranges of listing numbers, not by its documents: a full-text row whose
    // document is gone (deleted behind the index's back) cannot hold a number the new rows need.
    for (const kind of kindsOf[source]) {
      const from = kindNumber[kind] * listingSpan;
      await sql`DELETE FROM search_terms WHERE rowid >= ${from} AND rowid < ${from + listingSpan}`.execute(db);
      await sql`DELETE FROM search_heads WHERE rowid >= ${from} AND rowid < ${from + listingSpan}`.execute(db);
    }
  }
  await db.deleteFrom('search_documents').where('source', '=', source).execute();
  await db.deleteFrom('search_words').where('source', '=', source).execute();
  const words = new Map<string, number>();
  const texts = new Map<number, { title: string; headings: string; body: string }>();
  for (const document of documents) {
    const title = indexText(document.title);
    const headings = indexText(document.headings);
    const body = indexText(document.body);
    vocabularyWords(`${title} ${headings} ${body}`, words);
    if (dialect === 'sqlite') {
      const { id } = await db
        .insertInto('search_documents')
        .values({ ...document, source })
        .returning('id')
        .executeTakeFirstOrThrow();
      texts.set(id, { title, headings, body });
    } else {
      await sql`INSERT INTO search_documents (key, source, kind, path, title, headings, body, date, terms)
        VALUES (${document.key}, ${source}, ${document.kind}, ${document.path}, ${document.title}, ${document.headings}, ${document.body}, ${document.date},
          setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${headings}), 'B') || setweight(to_tsvector('english', ${body}), 'D'))`.execute(
        db,
      );
    }
  }
  if (dialect === 'sqlite') {
    await sql`UPDATE search_documents SET listing = numbered.listing
      FROM (SELECT id, ${listingNumber} AS listing FROM search_documents WHERE source = ${source}) AS numbered
      WHERE search_documents.id = numbered.id`.execute(db);
    const listed = await db.selectFrom('search_documents').select(['id', 'listing']).where('source', '=', source).orderBy('listing').execute();
    for (const { id, listing } of listed) {
      const text = texts.get(id);
      if (text === undefined || listing == null) throw new Error(`Search: document ${id} was not numbered`);
      await sql`INSERT INTO search_terms (rowid, title, headings, body) VALUES (${listing}, ${text.title}, ${text.headings}, ${text.body})`.execute(db);
      await sql`INSERT INTO search_heads (rowid, title, headings) VALUES (${listing}, ${text.title}, ${text.headings})`.execute(db);
    }
  }
  const rows = [...words].map(([word, count]) => ({ source, word, count }));
  for (let start = 0; start < rows.length; start += insertBatch) {
    await db
      .insertInto('search_words')
      .values(rows.slice(start, start + insertBatch))
      .execute();
  }
  // Readers of the vocabulary (site-search.ts) read it again when this changes.
  await bumpContentVersion(db, 'search');
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

const kindOrder = sql`CASE d.kind WHEN 'page' THEN 0 WHEN 'category' THEN 1 ELSE 2 END`;

/**
 * The documents that hold every term (each as a word or the start of one, after stemming), ranked by
 * the database, at most maxMatches. The order is the same on both engines because it is made of
 * what both can answer the same way (decisions 031 and 031 amended): a title holding every term
 * first (a page's before the rest: someone typing a service's name wants its page), then 50 for
 * each term in the title and 10 for each in the headings; at equal scores, and for every document
 * that holds the terms only in its body, pages, then category pages, then posts; then newest, then
 * title and key in binary order (the listing order: on SQLite the documents' listing numbers,
 * migration 6; on PostgreSQL migration 5's index).
 *
 * The work is bounded: only the documents with a term in their title or headings are scored (the
 * newest maxRankedCandidates of them by id, plus every document whose title holds every term);
 * the others all score 0, so only the first maxMatches of them in the listing order are read (on
 * SQLite the smallest listing numbers among the full-text matches; on PostgreSQL a walk of the
 * index that stops at the maxMatches-th). Terms come from queryTerms(): letters and digits only, so they are valid in
 * both query syntaxes; the query itself is always a bound parameter.
 */
export async function matchSearchDocuments(db: SiteQueries, dialect: Dialect, terms: readonly string[]): Promise<MatchedDocument[]> {
  if (terms.length === 0) return [];
  if (dialect === 'sqlite') return (await sqliteMatchQuery(terms).execute(db)).rows;
  return matchOnPostgres(db, terms);
}

/** matchSearchDocuments()'s statement on SQLite, to run here or on another connection (search-readers.ts). */
export function sqliteMatchQuery(terms: readonly string[]) {
  // Every full-text row's rowid is its document's listing number (replaceSearchDocuments), so these
  // lists hold listing numbers, and the listing order is their numeric order. One lookup per term and
  // column in search_heads (titles and headings only: short lists) gives the scores, kept for the
  // statement (MATERIALIZED) instead of being looked up again per row. Which documents to score is
  // one full-text query: every term anywhere and one of them in the title or headings (FTS5 merges
  // its own lists; decision 031's fifth pass: the same documents as the matches intersected with
  // the union of the heads' lists in SQL, for a fraction of the work). The listed part reads the
  // matches of every term in rowid order and stops at the maxMatches-th not scored: no list of
  // every match is materialised and sorted.
  const all = terms.map((term) => `"${term}"*`).join(' ');
  const any = terms.map((term) => `"${term}"*`).join(' OR ');
  const lists = terms.flatMap((term, index) => [
    sql`${sql.raw(`title_${index}`)} (id) AS MATERIALIZED (SELECT rowid FROM search_heads WHERE search_heads MATCH ${`title : ("${term}"*)`})`,
    sql`${sql.raw(`headings_${index}`)} (id) AS MATERIALIZED (SELECT rowid FROM search_heads WHERE search_heads MATCH ${`headings : ("${term}"*)`})`,
  ]);
  const each = (column: string, glue: string) => sql.raw(terms.map((_, index) => `SELECT id FROM ${column}_${index}`).join(glue));
  const hits = (column: string) => sql.raw(terms.map((_, index) => `(d.listing IN (SELECT id FROM ${column}_${index}))`).join(' + '));
  // The scored: at most maxRankedCandidates by document id (newest first), plus every title holding
  // every term. The rest score 0 and are listed in the listing order: the first maxMatches listing
  // numbers of the matches not scored, each document's columns read from search_documents_listed, not its row.
  return sql<MatchedDocument>`WITH
        ${sql.join(lists, sql`, `)},
        title_all (id) AS MATERIALIZED (${each('title', ' INTERSECT ')}),
        ranked (id) AS MATERIALIZED (
          SELECT listing FROM (
            SELECT d.id, d.listing FROM search_documents d INDEXED BY search_documents_listed
            WHERE d.listing IN (SELECT rowid FROM search_terms WHERE search_terms MATCH ${`(${all}) AND {title headings} : (${any})`})
            ORDER BY d.id DESC LIMIT ${maxRankedCandidates})
          UNION SELECT id FROM title_all)
      SELECT id, key, kind, path, title, date FROM (
        SELECT * FROM (
          SELECT 0 AS part, (d.listing IN (SELECT id FROM title_all)) * (CASE d.kind WHEN 'page' THEN 2000 ELSE 1000 END) + 50 * (${hits('title')}) + 10 * (${hits('headings')}) AS score,
            d.listing, d.id, d.key, d.kind, d.path, d.title, d.date
          FROM ranked r JOIN search_documents d INDEXED BY search_documents_listed ON d.listing = r.id
          ORDER BY score DESC, d.listing LIMIT ${maxMatches})
        UNION ALL
        SELECT * FROM (
          SELECT 1 AS part, 0 AS score, d.listing, d.id, d.key, d.kind, d.path, d.title, d.date
          FROM search_documents d INDEXED BY search_documents_listed
          WHERE d.listing IN (
            SELECT rowid FROM search_terms WHERE search_terms MATCH ${all} AND rowid NOT IN (SELECT id FROM ranked) ORDER BY rowid LIMIT ${maxMatches})
          ORDER BY d.listing LIMIT ${maxMatches}))
      ORDER BY part, score DESC, listing
      LIMIT ${maxMatches}`;
}

async function matchOnPostgres(db: SiteQueries, terms: readonly string[]): Promise<MatchedDocument[]> {
  const tsquery = (weight: string, list: readonly string[], join = ' & ') => list.map((term) => `${term}:*${weight}`).join(join);
  const hits = (weight: string) =>
    sql.join(
      terms.map((term) => sql`(d.terms @@ to_tsquery('english', ${tsquery(weight, [term])}))::int`),
      sql` + `,
    );
  return db.connection().execute(async (connection) => {
    await sql.raw('BEGIN').execute(connection);
    try {
      await sql.raw(`SET LOCAL statement_timeout = ${statementTimeoutMs}`).execute(connection);
      const { rows } = await sql<MatchedDocument>`WITH
          title_all AS MATERIALIZED (SELECT id FROM search_documents WHERE terms @@ to_tsquery('english', ${tsquery('A', terms)})),
          ranked AS MATERIALIZED (
            (SELECT id FROM search_documents WHERE terms @@ to_tsquery('english', ${`(${tsquery('AB', terms, ' | ')}) & ${tsquery('', terms)}`})
              ORDER BY id DESC LIMIT ${maxRankedCandidates})
            UNION SELECT id FROM title_all)
        SELECT id, key, kind, path, title, date FROM (
          (SELECT 0 AS part, (d.id IN (SELECT id FROM title_all))::int * (CASE d.kind WHEN 'page' THEN 2000 ELSE 1000 END) + 50 * (${hits('A')}) + 10 * (${hits('B')}) AS score,
              ${kindOrder} AS kind_order, coalesce(d.date, '') AS date_order, d.id, d.key, d.kind, d.path, d.title, d.date
            FROM ranked r JOIN search_documents d ON d.id = r.id
            ORDER BY score DESC, kind_order, date_order DESC, d.title COLLATE "C", d.key COLLATE "C" LIMIT ${maxMatches})
          UNION ALL
          (SELECT 1 AS part, 0 AS score, ${kindOrder} AS kind_order, coalesce(d.date, '') AS date_order, d.id, d.key, d.kind, d.path, d.title, d.date
            FROM search_documents d
            WHERE d.terms @@ to_tsquery('english', ${tsquery('', terms)}) AND d.id NOT IN (SELECT id FROM ranked)
            ORDER BY ${kindOrder}, coalesce(d.date, '') DESC, d.title COLLATE "C", d.key COLLATE "C" LIMIT ${maxMatches})) listed
        ORDER BY part, score DESC, kind_order, date_order DESC, title COLLATE "C", key COLLATE "C"
        LIMIT ${maxMatches}`.execute(connection);
      await sql.raw('COMMIT').execute(connection);
      return rows;
    } catch (error) {
      await sql
        .raw('ROLLBACK')
        .execute(connection)
        .catch(() => undefined);
      throw error;
    }
  });
}

/** The headings and body of the given documents. */
export async function readDocumentTexts(db: SiteQueries, ids: readonly number[]): Promise<{ id: number; headings: string; body: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('search_documents').select(['id', 'headings', 'body']).where('id', 'in', ids).execute();
}

/** The vocabulary of every source, summed: one row per word (site-search.ts). */
export function readVocabularyCounts(db: SiteQueries): Promise<{ word: string; count: number }[]> {
  return db
    .selectFrom('search_words')
    .select(['word', sql<number>`cast(sum(count) AS integer)`.as('count')])
    .groupBy('word')
    .execute();
}
