// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withExclusiveTransaction } from '../database/exclusive-transaction';
import { openSiteDatabase, type SiteDatabase } from '../database/open-database';
import { createTestTarget } from '../testing/test-databases';
import { replaceSearchDocuments, type SearchDocument } from './search-index';
import { inThreadReaders, threadReaders } from './search-readers';
import { createSiteSearch } from './site-search';

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
