// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importBlog } from '../blog/blog-import';
import { createBlogSnapshots } from '../blog/blog-snapshot';
import { readContentVersion } from '../database/content-versions';
import { withExclusiveTransaction } from '../database/exclusive-transaction';
import { migrateSqlite } from '../database/migrate';
import { migrations } from '../database/migrations';
import { databaseFile, openSiteDatabase, type SiteDatabase } from '../database/open-database';
import type { SiteBuild } from '../pages/site-build';
import { testDialects, useTestTarget } from '../testing/test-databases';
import { makeTempDir, testPosts, writeTestBlog } from '../testing/test-site';
import { maxRankedCandidates, replaceSearchDocuments, type SearchDocument } from './search-index';
import { indexSiteForSearch } from './search-routes';
import { createSiteSearch } from './site-search';

/** Costs that must not grow with the site (issue 31, decision 031), on both databases. */
describe.each(testDialects)('the blog and its search at scale on $dialect', ({ dialect, skip }) => {
  const target = useTestTarget(dialect);
  let rootDir: string;
  let database: SiteDatabase;

  beforeEach(async () => {
    rootDir = await makeTempDir('search-at-scale-');
    if (!skip) database = await openSiteDatabase(target());
  });
  afterEach(async () => {
    if (!skip) await database.close();
    await rm(rootDir, { recursive: true, force: true });
  });

  const writeSearchPages = (pages: { path: string; title: string; headings: string; body: string }[]) =>
    writeFile(path.join(rootDir, 'search-pages.json'), JSON.stringify({ pages }));
  const build = () => ({ distDir: rootDir }) as SiteBuild;
  const indexVersion = async () => (await readContentVersion(database.queries, 'search')).version;

  it.skipIf(skip)('a restart with the same build and blog indexes nothing; a new build or an import is indexed', async () => {
    await writeTestBlog(path.join(rootDir, 'blog'));
    await importBlog(database, path.join(rootDir, 'blog'));
    await writeSearchPages([{ path: '/system-audit', title: 'System audit', headings: 'Assurance', body: 'We audit information systems.' }]);
    const warnings: string[] = [];
    await indexSiteForSearch(database, build(), (message) => warnings.push(message));
    const indexed = await indexVersion();
    expect((await createSiteSearch(database).search('system audit')).results[0]?.key).toBe('page:/system-audit');

    // The same build, the same blog: three rows read, nothing written.
    await indexSiteForSearch(database, build(), (message) => warnings.push(message));
    expect(await indexVersion()).toBe(indexed);

    // A new build: its pages replace the old ones.
    await writeSearchPages([{ path: '/tax-advice', title: 'Tax advice', headings: '', body: 'Returns filed on time.' }]);
    await indexSiteForSearch(database, build(), (message) => warnings.push(message));
    expect(await indexVersion()).toBeGreaterThan(indexed);
    expect((await createSiteSearch(database).search('tax advice')).results.map((result) => result.key)).toEqual(['page:/tax-advice']);
    expect((await createSiteSearch(database).search('system audit')).results.map((result) => result.key)).not.toContain('page:/system-audit');
    expect(warnings).toEqual([]);
  });

  it.skipIf(skip)('trusts the hash the build wrote for its search pages at a restart, and refuses a file that is not the one it names', async () => {
    const pages = [{ path: '/system-audit', title: 'System audit', headings: 'Assurance', body: 'We audit information systems.' }];
    const text = JSON.stringify({ pages });
    const writeNeeds = (sha256: string) => writeFile(path.join(rootDir, 'server-needs.json'), JSON.stringify({ blogPages: [], searchPagesSha256: sha256 }));
    await writeFile(path.join(rootDir, 'search-pages.json'), text);
    await writeNeeds(createHash('sha256').update(text).digest('base64url'));
    await indexSiteForSearch(database, build(), () => undefined);
    const indexed = await indexVersion();
    expect((await createSiteSearch(database).search('system audit')).results[0]?.key).toBe('page:/system-audit');

    // A restart with the same build does not read search-pages.json: it would fail if it did.
    await rm(path.join(rootDir, 'search-pages.json'));
    await mkdir(path.join(rootDir, 'search-pages.json'));
    await indexSiteForSearch(database, build(), () => undefined);
    expect(await indexVersion()).toBe(indexed);

    // A new build whose search-pages.json is not the file its server-needs.json names: the start stops, the index is kept.
    await rm(path.join(rootDir, 'search-pages.json'), { recursive: true });
    await writeFile(path.join(rootDir, 'search-pages.json'), JSON.stringify({ pages: [{ ...pages[0], title: 'Edited by hand' }] }));
    await writeNeeds(createHash('sha256').update('another file').digest('base64url'));
    await expect(indexSiteForSearch(database, build(), () => undefined)).rejects.toThrow(
      "dist/search-pages.json is not the file the build wrote (its hash differs from dist/server-needs.json's): run `npm run build` again",
    );
    expect(await indexVersion()).toBe(indexed);
    expect((await createSiteSearch(database).search('system audit')).results[0]?.key).toBe('page:/system-audit');
  });

  it.skipIf(skip)('the blog snapshot follows imports by their count, without reading the posts again in between', async () => {
    await writeTestBlog(path.join(rootDir, 'blog'));
    await importBlog(database, path.join(rootDir, 'blog'));
    const snapshots = createBlogSnapshots(database.queries, 0);
    const first = await snapshots();
    // A change made behind the import's back is not looked for: only an import makes a new version.
    await database.queries.updateTable('posts').set({ title: 'Edited in the database' }).execute();
    expect(await snapshots()).toBe(first);
    await writeTestBlog(path.join(rootDir, 'blog'), { posts: { ...testPosts, 'first-news': { ...testPosts['first-news'], title: 'A new title' } } });
    await importBlog(database, path.join(rootDir, 'blog'));
    const second = await snapshots();
    expect(second.version).not.toBe(first.version);
    expect(second.posts.map((post) => post.title)).toContain('A new title');
  });

  it.skipIf(skip)('bounds the documents one query ranks, and still puts the page named by the query first', async () => {
    const posts: SearchDocument[] = Array.from({ length: maxRankedCandidates + 100 }, (_, index) => ({
      key: `post:${index + 1}`,
      kind: 'post',
      path: `/our/blog/${index + 1}/single`,
      title: `Note ${index + 1}`,
      headings: 'Desk',
      body: `A compliance note, number ${index + 1}.`,
      date: `2024-01-${String((index % 28) + 1).padStart(2, '0')}`,
    }));
    const page: SearchDocument = {
      key: 'page:/compliance',
      kind: 'page',
      path: '/compliance',
      title: 'Compliance',
      headings: '',
      body: 'Our compliance work.',
      date: null,
    };
    await withExclusiveTransaction(database, 'blogImport', async (db) => {
      // The page first: the oldest id, outside the newest candidates, found by its title.
      await replaceSearchDocuments(db, database.dialect, 'build', [page]);
      await replaceSearchDocuments(db, database.dialect, 'blog', posts);
    });
    const outcome = await createSiteSearch(database).search('compliance', 3);
    expect(outcome.results).toHaveLength(200);
    expect(outcome.results[0]?.key).toBe('page:/compliance');
    // Only the page shown (the third: results 21 to 30) has its text read.
    expect(outcome.results.slice(20, 30).every((result) => result.body.includes('compliance'))).toBe(true);
    expect(outcome.results[0]?.body).toBe('');
  });

  it.skipIf(skip)('lists the documents holding the words only in their body by kind and date, and bounds those it scores', async () => {
    // Ids ascending, dates not: the listing follows the date (newest first), whatever the id.
    const posts: SearchDocument[] = Array.from({ length: maxRankedCandidates + 100 }, (_, index) => ({
      key: `post:${index + 1}`,
      kind: 'post',
      path: `/our/blog/${index + 1}/single`,
      title: `Note ${index + 1}`,
      headings: 'Desk',
      body: `A ledger entry, number ${index + 1}.`,
      date: `20${String(10 + ((index * 7) % 15)).padStart(2, '0')}-01-${String((index % 28) + 1).padStart(2, '0')}`,
    }));
    const pages: SearchDocument[] = [
      { key: 'page:/ledgers', kind: 'page', path: '/ledgers', title: 'Services', headings: 'Ledger reviews', body: 'Every ledger, reviewed.', date: null },
      { key: 'page:/desk', kind: 'page', path: '/desk', title: 'Contact', headings: '', body: 'The ledger desk answers.', date: null },
    ];
    await withExclusiveTransaction(database, 'blogImport', async (db) => {
      await replaceSearchDocuments(db, database.dialect, 'build', pages);
      await replaceSearchDocuments(db, database.dialect, 'blog', posts);
    });
    const search = createSiteSearch(database);
    const ledger = await search.search('ledger');
    expect(ledger.results).toHaveLength(200);
    // The page with the word in its headings, then the other page, then the newest posts.
    expect(ledger.results.slice(0, 2).map((result) => result.key)).toEqual(['page:/ledgers', 'page:/desk']);
    const listed = ledger.results.slice(2).map((result) => `${result.date} ${result.title}`);
    const newest = posts
      .map((post) => `${post.date} ${post.title}`)
      .sort((a, b) => (a.slice(0, 10) === b.slice(0, 10) ? (a < b ? -1 : 1) : a < b ? 1 : -1))
      .slice(0, 198);
    expect(listed).toEqual(newest);
    // Every post has a word in its headings: only the newest 2,000 by id are scored (the 100 oldest are
    // not among the 200 listed, though some are newer by date), and those are listed newest first.
    const desk = await search.search('desk ledger');
    expect(desk.results).toHaveLength(200);
    expect(desk.results.every((result) => result.kind === 'post' && Number(result.key.slice('post:'.length)) > 100)).toBe(true);
    const dates = desk.results.map((result) => result.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.skipIf(skip)('lists equal scores by kind, newest, then title and key in binary order, whatever order they were indexed in', async () => {
    const document = (key: string, kind: SearchDocument['kind'], title: string, date: string | null): SearchDocument => ({
      key,
      kind,
      path: `/${key.replace(':', '/')}`,
      title,
      headings: '',
      body: 'A ledger entry.',
      date,
    });
    // Binary order: capitals before small letters, and "Ä" (two bytes from 0xC3) after both; "post:10" before "post:9".
    const pages = [document('page:/b', 'page', 'Ärger', null), document('page:/a', 'page', 'apple', null), document('page:/c', 'page', 'Zebra', null)];
    const blog = [
      document('post:9', 'post', 'Same title', '2024-05-01'),
      document('post:3', 'post', 'Older', '2023-01-01'),
      document('post:10', 'post', 'Same title', '2024-05-01'),
      document('post:4', 'post', 'Also newest', '2024-05-01'),
      document('category:1', 'category', 'News', null),
    ];
    await withExclusiveTransaction(database, 'blogImport', async (db) => {
      await replaceSearchDocuments(db, database.dialect, 'blog', blog);
      await replaceSearchDocuments(db, database.dialect, 'build', pages);
    });
    const expected = ['page:/c', 'page:/a', 'page:/b', 'category:1', 'post:4', 'post:10', 'post:9', 'post:3'];
    expect((await createSiteSearch(database).search('ledger')).results.map((result) => result.key)).toEqual(expected);
    // The blog indexed again (a new import) after the build: the same order.
    await withExclusiveTransaction(database, 'blogImport', (db) => replaceSearchDocuments(db, database.dialect, 'blog', [...blog].reverse()));
    expect((await createSiteSearch(database).search('ledger')).results.map((result) => result.key)).toEqual(expected);
    // A source writes only its own kinds (a kind's place in the listing is its source's to number).
    await expect(
      withExclusiveTransaction(database, 'blogImport', (db) =>
        replaceSearchDocuments(db, database.dialect, 'build', [document('post:1', 'post', 'Stray', '2024-01-01')]),
      ),
    ).rejects.toThrow('post:1 is a post, which the build does not write');
  });

  it.skipIf(skip)('answers a repeated query from its kept ranking until the index changes', async () => {
    const page = (path: string, title: string): SearchDocument => ({
      key: `page:${path}`,
      kind: 'page',
      path,
      title,
      headings: '',
      body: `${title}.`,
      date: null,
    });
    await withExclusiveTransaction(database, 'blogImport', (db) => replaceSearchDocuments(db, database.dialect, 'build', [page('/tax-advice', 'Tax advice')]));
    const search = createSiteSearch(database);
    expect((await search.search('tax')).results.map((result) => result.key)).toEqual(['page:/tax-advice']);
    // Removed behind the index's back (its version unchanged): the repeat is the kept ranking.
    await database.queries.deleteFrom('search_documents').execute();
    expect((await search.search('tax')).results.map((result) => result.key)).toEqual(['page:/tax-advice']);
    // A new build's documents (a new version) are found at once.
    await withExclusiveTransaction(database, 'blogImport', (db) =>
      replaceSearchDocuments(db, database.dialect, 'build', [page('/tax-returns', 'Tax returns')]),
    );
    expect((await search.search('tax')).results.map((result) => result.key)).toEqual(['page:/tax-returns']);
  });

  it.skipIf(skip)('corrects a misspelt word from the stored vocabulary, which an import renews', async () => {
    await writeTestBlog(path.join(rootDir, 'blog'));
    await importBlog(database, path.join(rootDir, 'blog'));
    const search = createSiteSearch(database);
    expect((await search.search('zebrafish')).results).toEqual([]);
    const words = await database.queries.selectFrom('search_words').select(['source', 'word']).where('word', '=', 'controls').execute();
    expect(words).toEqual([{ source: 'blog', word: 'controls' }]);
    await writeTestBlog(path.join(rootDir, 'blog'), {
      posts: { ...testPosts, zebra: { title: 'Zebrafish husbandry', date: '2025-03-01', author: 'Desk', category: 'News' } },
    });
    await importBlog(database, path.join(rootDir, 'blog'));
    const outcome = await search.search('zebrafisch');
    expect(outcome.correctedQuery).toBe('zebrafish');
    expect(outcome.results[0]?.title).toBe('Zebrafish husbandry');
  });
});

describe('the search index of a database made before migration 6 (SQLite)', () => {
  let rootDir: string;
  beforeEach(async () => {
    rootDir = await makeTempDir('search-migration-');
  });
  afterEach(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  it('is made again by the next start, in the new shape, and finds what it found before', async () => {
    const text = JSON.stringify({ pages: [{ path: '/tax-advice', title: 'Tax advice', headings: '', body: 'Returns filed on time.' }] });
    await writeFile(path.join(rootDir, 'search-pages.json'), text);
    const dataDir = path.join(rootDir, 'data');
    // The file as the previous release left it: migrations 1 to 5, this build's page indexed (full-text rowid = id), its hash recorded.
    await mkdir(dataDir, { recursive: true });
    const raw = new Database(databaseFile(dataDir));
    migrateSqlite(
      raw,
      migrations.filter((migration) => migration.version <= 5),
    );
    raw.exec(`
      INSERT INTO search_documents (id, key, source, kind, path, title, headings, body, date)
        VALUES (7, 'page:/tax-advice', 'build', 'page', '/tax-advice', 'Tax advice', '', 'Returns filed on time.', NULL);
      INSERT INTO search_terms (rowid, title, headings, body) VALUES (7, 'Tax advice', '', 'Returns filed on time.');
    `);
    raw
      .prepare(`INSERT INTO content_versions (name, version, fingerprint) VALUES ('search:build', 1, ?), ('search:blog', 1, '1')`)
      .run(createHash('sha256').update(text).digest('base64url'));
    raw.close();

    const database = await openSiteDatabase({ dialect: 'sqlite', dataDir });
    try {
      expect((await createSiteSearch(database).search('tax')).results).toEqual([]);
      await indexSiteForSearch(database, { distDir: rootDir } as SiteBuild, () => undefined);
      expect((await createSiteSearch(database).search('tax')).results.map((result) => result.key)).toEqual(['page:/tax-advice']);
    } finally {
      await database.close();
    }
  });
});
