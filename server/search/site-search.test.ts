// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importBlog } from '../blog/blog-import';
import { withExclusiveTransaction } from '../database/exclusive-transaction';
import type { Dialect } from '../database/migrations';
import { openSiteDatabase, type SiteDatabase } from '../database/open-database';
import { createTestTarget, testDatabaseUrl, testDialects, useTestTarget } from '../testing/test-databases';
import { replaceSearchDocuments, type SearchDocument } from './search-index';
import { inThreadReaders, type SearchReaders } from './search-readers';
import { createSiteSearch } from './site-search';

const pages: SearchDocument[] = [
  {
    key: 'page:/cybersecurity',
    kind: 'page',
    path: '/cybersecurity',
    title: 'Cybersecurity services',
    headings: 'Penetration testing Security audits',
    body: 'We test networks and applications, and audit the controls that protect them.',
    date: null,
  },
  {
    key: 'page:/about',
    kind: 'page',
    path: '/about',
    title: 'About us',
    headings: 'Our story',
    body: 'An advisory group whose cybersecurity practice started with one audit for a bank. Réunion café résumé.',
    date: null,
  },
  {
    key: 'page:/training',
    kind: 'page',
    path: '/training',
    title: 'Training',
    headings: 'Courses',
    body: 'Courses for auditors <script>alert(1)</script> & "risk" teams.',
    date: null,
  },
];

async function seed(database: SiteDatabase): Promise<void> {
  await importBlog(database);
  await withExclusiveTransaction(database, 'blogImport', (db) => replaceSearchDocuments(db, database.dialect, 'build', pages));
}

const keysOf = async (database: SiteDatabase, query: string) => (await createSiteSearch(database).search(query)).results.map((result) => result.key);

describe.each(testDialects)('site search on $dialect', ({ dialect, skip }) => {
  const target = useTestTarget(dialect);

  it.skipIf(skip)('finds word stems, words without their accents and the start of a word', async () => {
    const database = await openSiteDatabase(target());
    try {
      await seed(database);
      expect(await keysOf(database, 'audits')).toEqual(expect.arrayContaining(['page:/cybersecurity', 'page:/about']));
      expect(await keysOf(database, 'reunion cafe')).toEqual(['page:/about']);
      expect(await keysOf(database, 'RÉSUMÉ')).toEqual(['page:/about']);
      expect((await keysOf(database, 'penet'))[0]).toBe('page:/cybersecurity');
    } finally {
      await database.close();
    }
  });

  it.skipIf(skip)('ranks a page whose title holds the words first, and finds posts and categories', async () => {
    const database = await openSiteDatabase(target());
    try {
      await seed(database);
      const keys = await keysOf(database, 'cybersecurity');
      expect(keys[0]).toBe('page:/cybersecurity');
      expect(keys).toContain('page:/about');
      const aml = await createSiteSearch(database).search('AML workshop');
      expect(aml.results[0]).toMatchObject({ kind: 'post', title: 'Workshop: practical AML compliance for financial institutions' });
      expect(aml.results[0]?.date).toBe('2025-02-18');
      expect((await createSiteSearch(database).search('events')).results.some((result) => result.kind === 'category' && result.title === 'Events')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it.skipIf(skip)('corrects a misspelt word to the nearest word of the site', async () => {
    const database = await openSiteDatabase(target());
    try {
      await seed(database);
      const outcome = await createSiteSearch(database).search('cybersecuritty');
      expect(outcome.correctedQuery).toBe('cybersecurity');
      expect(outcome.results[0]?.key).toBe('page:/cybersecurity');
      const nothing = await createSiteSearch(database).search('zzqqxx');
      expect(nothing).toEqual({ terms: ['zzqqxx'], results: [] });
    } finally {
      await database.close();
    }
  });

  it.skipIf(skip)('ranks a misspelt query’s correction beside the query as typed, and shows what a search of its own shows', async () => {
    const database = await openSiteDatabase(target());
    try {
      await seed(database);
      // Rankings held until released: which ones a search asks for before any has answered.
      const asked: string[] = [];
      let held: (() => void)[] = [];
      const here = inThreadReaders(database);
      const readers: SearchReaders = {
        match: async (terms) => {
          asked.push(terms.join(' '));
          await new Promise<void>((release) => held.push(release));
          return here.match(terms);
        },
        close: async () => undefined,
      };
      const releaseAll = async (search: Promise<unknown>) => {
        let settled = false;
        void search.finally(() => {
          settled = true;
        });
        while (!settled) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          const waiting = held;
          held = [];
          for (const release of waiting) release();
        }
        return search;
      };
      const search = createSiteSearch(database, readers);
      // The first misspelt query reads the vocabulary after its ranking found nothing: the rankings in turn.
      const first = await releaseAll(search.search('cybersecuritty'));
      expect(first).toMatchObject({ correctedQuery: 'cybersecurity' });
      expect(asked).toEqual(['cybersecuritty', 'cybersecurity']);
      // With the vocabulary at hand, the next one's correction is asked for before the typed query's ranking answers.
      asked.length = 0;
      const pending = search.search('penetratoin testing');
      for (let tries = 0; asked.length < 2 && tries < 400; tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      expect([...asked].sort()).toEqual(['penetration testing', 'penetratoin testing'].sort());
      const outcome = await releaseAll(pending);
      expect(outcome).toEqual(await createSiteSearch(database).search('penetratoin testing'));
      expect(outcome).toMatchObject({ correctedQuery: 'penetration testing' });
      // Words found as typed are shown as typed, whatever was ranked beside them.
      for (const query of ['aml workshop', 'audits', 'zzqqxx', 'cafe']) {
        expect(await releaseAll(search.search(query))).toEqual(await createSiteSearch(database).search(query));
      }
    } finally {
      await database.close();
    }
  });

  it.skipIf(skip)('treats query syntax of either database as plain words', async () => {
    const database = await openSiteDatabase(target());
    try {
      await seed(database);
      for (const query of ['"audit', "audit' OR 1=1 --", 'audit:* | !x', 'NEAR(audit bank)', 'audit AND', '*', '(', '\\', '']) {
        await expect(createSiteSearch(database).search(query)).resolves.toBeDefined();
      }
      expect(await keysOf(database, "auditors' <script>")).toEqual(['page:/training']);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(testDatabaseUrl === undefined)('the same index on SQLite and PostgreSQL', () => {
  it('answers the same queries with the same results in the same order', async () => {
    const opened = await Promise.all((['sqlite', 'postgres'] as Dialect[]).map((dialect) => createTestTarget(dialect)));
    const [sqlite, postgres] = await Promise.all(opened.map(({ target }) => openSiteDatabase(target)));
    try {
      await seed(sqlite!);
      await seed(postgres!);
      const queries = [
        'audit',
        'audits',
        'cybersecurity',
        'cybersecuritty',
        'aml',
        'risk assessment',
        'board cyber',
        'money laundering',
        'cafe',
        'training',
        'ghana',
        'penetration testing',
        'nothingatall',
      ];
      for (const query of queries) {
        const [onSqlite, onPostgres] = await Promise.all([createSiteSearch(sqlite!).search(query), createSiteSearch(postgres!).search(query)]);
        expect({ query, keys: onPostgres.results.map((result) => result.key), corrected: onPostgres.correctedQuery }).toEqual({
          query,
          keys: onSqlite.results.map((result) => result.key),
          corrected: onSqlite.correctedQuery,
        });
      }
    } finally {
      await Promise.all([sqlite?.close(), postgres?.close()]);
      await Promise.all(opened.map(({ drop }) => drop()));
    }
  });
});
