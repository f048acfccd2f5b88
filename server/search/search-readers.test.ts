// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withExclusiveTransaction } from '../database/exclusive-transaction';
import { openSiteDatabase, type SiteDatabase } from '../database/open-database';
import { createTestTarget } from '../testing/test-databases';
import { readDocumentTexts, replaceSearchDocuments, type SearchDocument } from './search-index';
import { snippetHtml } from './search-ranking';
import { inThreadReaders, threadReaders } from './search-readers';
import { queryTerms } from './search-text';
import { createSiteSearch, searchPageSize, snippetMadeFor } from './site-search';

const documents: SearchDocument[] = Array.from({ length: 60 }, (_, index) => ({
  key: `post:${index + 1}`,
  kind: 'post',
  path: `/our/blog/${index + 1}/single`,
  title: index % 10 === 0 ? `Audit report ${index}` : `Note ${index}`,
  headings: index % 7 === 0 ? 'Audit findings' : 'Desk',
  body: `An audit of the ledger, number ${index}.`,
  date: `2024-02-${String((index % 28) + 1).padStart(2, '0')}`,
}));

describe('ranking in reader threads (SQLite)', () => {
  let database: SiteDatabase;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    const created = await createTestTarget('sqlite');
    drop = created.drop;
    database = await openSiteDatabase(created.target);
    await withExclusiveTransaction(database, 'blogImport', (db) => replaceSearchDocuments(db, database.dialect, 'blog', documents));
  });
  afterEach(async () => {
    await database.close();
    await drop();
  });

  it('answers with the same ranking as the server’s own connection, and sees a new import', async () => {
    const readers = threadReaders(database, database.location, 2);
    try {
      expect(await readers.threadsUp()).toBe(2);
      const here = inThreadReaders(database);
      for (const terms of [['audit'], ['audit', 'ledger'], ['desk'], ['nothingatall']]) {
        expect(await readers.match(terms)).toEqual(await here.match(terms));
      }
      // Queries side by side, on both threads.
      const side = await Promise.all(Array.from({ length: 8 }, () => readers.match(['audit'])));
      expect(new Set(side.map((rows) => rows.map((row) => row.key).join()))).toHaveProperty('size', 1);
      // The readers' connections see what the server's connection commits.
      await withExclusiveTransaction(database, 'blogImport', (db) =>
        replaceSearchDocuments(db, database.dialect, 'blog', [{ ...documents[1]!, key: 'post:zebra', title: 'Zebrafish audit' }]),
      );
      const search = createSiteSearch(database, readers);
      expect((await search.search('zebrafish')).results.map((result) => result.key)).toEqual(['post:zebra']);
    } finally {
      await readers.close();
    }
  });

  it('reads the shown page’s text and makes its snippets in the reader thread, as the event loop would', async () => {
    // Texts a snippet has to get right: accents (the word-by-word path), markup to escape, a match far into a long text, a match only in the headings.
    const special: SearchDocument[] = [
      { ...documents[3]!, key: 'post:accents', title: 'Réunion', body: 'Réunion café: the AUDITS of a “ledger” & its <b>desk</b>.' },
      { ...documents[4]!, key: 'post:long', title: 'Long', body: `${'word '.repeat(300)}then the audit ledger, and ${'more '.repeat(60)}.` },
      { ...documents[5]!, key: 'post:heads', title: 'Heads', headings: 'Audit & ledger <notes>', body: '' },
    ];
    await withExclusiveTransaction(database, 'blogImport', (db) => replaceSearchDocuments(db, database.dialect, 'blog', [...documents, ...special]));
    const readers = threadReaders(database, database.location, 2);
    try {
      expect(await readers.threadsUp()).toBe(2);
      const here = inThreadReaders(database);
      for (const [query, page] of [
        ['audit', 1],
        ['audit', 3],
        ['audit', 99],
        ['ledger reunion', 1],
        ['audits ledger', 2],
        ['nothingatall', 1],
      ] as const) {
        const terms = queryTerms(query);
        const { rows, shown } = await readers.matchShown!(terms, page, searchPageSize);
        expect(rows).toEqual(await here.match(terms));
        const pages = Math.max(1, Math.ceil(rows.length / searchPageSize));
        const expectedPage = Math.min(page, pages);
        expect(shown?.page).toBe(expectedPage);
        const ids = rows.slice((expectedPage - 1) * searchPageSize, expectedPage * searchPageSize).map((row) => row.id);
        const texts = await readDocumentTexts(database.queries, ids);
        const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
        expect([...(shown?.texts ?? [])].sort(byId)).toEqual(
          texts.map((text) => ({ ...text, snippet: snippetHtml(text.body || text.headings, terms) })).sort(byId),
        );
      }
      // Through the site's search: the same outcome as on the server's connection, the shown results' snippets made in the thread.
      const search = createSiteSearch(database, readers);
      const inThread = createSiteSearch(database);
      for (const query of ['ledger reunion', 'audit', 'audti ledger']) {
        const outcome = await search.search(query);
        expect(outcome).toEqual(await inThread.search(query));
        const shownResults = outcome.results.slice(0, searchPageSize);
        expect(shownResults.length).toBeGreaterThan(0);
        for (const result of shownResults) expect(snippetMadeFor(result)).toBe(snippetHtml(result.body || result.headings, outcome.terms));
        for (const result of outcome.results.slice(searchPageSize)) expect(snippetMadeFor(result)).toBeUndefined();
      }
      // A kept ranking asked again for the page it was made with shows that page's snippets from the thread again.
      const again = await search.search('audit');
      expect(again).toEqual(await inThread.search('audit'));
      expect(again.results.slice(0, searchPageSize).every((result) => snippetMadeFor(result) !== undefined)).toBe(true);
      // A kept ranking asked for another page reads that page on the event loop: the same results, snippets made there.
      const second = await search.search('audit', 2);
      expect(second).toEqual(await inThread.search('audit', 2));
      const secondPage = second.results.slice(searchPageSize, 2 * searchPageSize);
      expect(secondPage.some((result) => result.body !== '')).toBe(true);
      expect(secondPage.every((result) => snippetMadeFor(result) === undefined)).toBe(true);
    } finally {
      await readers.close();
    }
  });

  it('answers the queries in flight when it closes, and the later ones on the caller’s connection', async () => {
    const readers = threadReaders(database, database.location, 2);
    expect(await readers.threadsUp()).toBe(2);
    const inFlight = Array.from({ length: 6 }, () => readers.match(['audit', 'ledger']));
    const closed = readers.close();
    const expected = await inThreadReaders(database).match(['audit', 'ledger']);
    for (const rows of await Promise.all(inFlight)) expect(rows).toEqual(expected);
    await closed;
    expect(await readers.match(['audit', 'ledger'])).toEqual(expected);
  });

  it('starts its threads with the first query, which the server’s connection answers until they are up, or if they never come up', async () => {
    // Threads that cannot open their file (it is missing) never come up: every query is still answered.
    const readers = threadReaders(database, `${database.location}-missing`, 2);
    try {
      const expected = await inThreadReaders(database).match(['audit']);
      expect(await readers.match(['audit'])).toEqual(expected);
      expect(await readers.threadsUp()).toBe(0);
      expect(await readers.match(['audit'])).toEqual(expected);
    } finally {
      await readers.close();
    }
  });

  it('reads the index’s version and the shown text on its own connection: the same pages as the server’s connection, and a commit seen at once', async () => {
    const readers = threadReaders(database, database.location, 2);
    const missing = threadReaders(database, `${database.location}-missing`, 1);
    try {
      const here = createSiteSearch(database);
      const search = createSiteSearch(database, readers);
      const fallback = createSiteSearch(database, missing);
      for (const [query, page] of [
        ['audit', 1],
        ['audit', 2],
        ['ledger desk', 1],
        ['audti', 1],
        ['nothingatall', 1],
      ] as const) {
        const expected = await here.search(query, page);
        expect(expected.results.some((result) => result.body !== '') || expected.results.length === 0).toBe(true);
        expect(await search.search(query, page)).toEqual(expected);
        expect(await fallback.search(query, page)).toEqual(expected);
      }
      // A new import (a new version of the index, a new text) is found and shown by the next search.
      await withExclusiveTransaction(database, 'blogImport', (db) =>
        replaceSearchDocuments(db, database.dialect, 'blog', [{ ...documents[0]!, body: 'The audit of the walrus ledger.' }]),
      );
      const after = await search.search('audit');
      expect(after.results.map((result) => result.body)).toEqual(['The audit of the walrus ledger.']);
      expect(after).toEqual(await here.search('audit'));
    } finally {
      await readers.close();
      await missing.close();
    }
  });
});
