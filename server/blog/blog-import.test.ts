// @vitest-environment node
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '../database/open-database';
import { testDialects, useTestTarget } from '../testing/test-databases';
import { makeTempDir, testPosts, writeTestBlog } from '../testing/test-site';
import { BlogContentError } from './blog-content';
import { importBlog, importBlogIfEmpty, isBlogEmpty } from './blog-import';
import { createBlogStore } from './blog-store';

describe.each(testDialects)('the blog import on $dialect', ({ dialect, skip }) => {
  let rootDir: string;
  let blogDir: string;
  let db: SiteDatabase;
  const target = useTestTarget(dialect);

  beforeEach(async () => {
    rootDir = await makeTempDir('blog-import-');
    blogDir = path.join(rootDir, 'blog');
    if (!skip) db = await openSiteDatabase(target());
  });

  afterEach(async () => {
    if (!skip) await db.close();
    await rm(rootDir, { recursive: true, force: true });
  });

  async function idsBySlug(): Promise<Record<string, number>> {
    const rows = await db.queries.selectFrom('posts').select(['slug', 'id']).execute();
    return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  }

  function allPosts() {
    return db.queries.selectFrom('posts').selectAll().orderBy('id').execute();
  }

  describe('importBlog', () => {
    it.skipIf(skip)('imports categories with their ids and posts with ids in date order', async () => {
      await writeTestBlog(blogDir);
      expect(await importBlog(db, blogDir)).toEqual({ categories: 3, posts: 5, warnings: [] });
      const store = createBlogStore(db.queries);
      expect(await store.categories()).toEqual([
        { id: 1, title: 'News' },
        { id: 2, title: 'Insights' },
        { id: 7, title: 'Events' },
      ]);
      expect(await idsBySlug()).toEqual({ 'first-news': 1, 'iso-insight': 2, 'second-news': 3, 'soc-insight': 4, 'aml-insight': 5 });
    });

    it.skipIf(skip)('keeps the id of a post whose file is unchanged, removes deleted posts and never reuses their ids', async () => {
      await writeTestBlog(blogDir);
      await importBlog(db, blogDir);
      const before = await idsBySlug();

      const { 'second-news': _removed, ...rest } = testPosts;
      await rm(blogDir, { recursive: true });
      await writeTestBlog(blogDir, {
        posts: { ...rest, 'iso-insight': { ...testPosts['iso-insight'], title: 'Renamed' }, 'brand-new': { ...testPosts['aml-insight'], title: 'New' } },
      });
      await importBlog(db, blogDir);

      const after = await idsBySlug();
      expect(after['iso-insight']).toBe(before['iso-insight']);
      expect(after['first-news']).toBe(before['first-news']);
      expect(after['second-news']).toBeUndefined();
      expect(after['brand-new']).toBe(6);
      expect((await createBlogStore(db.queries).post(before['iso-insight'] ?? 0))?.title).toBe('Renamed');
    });

    it.skipIf(skip)('replaces the categories, moving posts to their new category', async () => {
      await writeTestBlog(blogDir);
      await importBlog(db, blogDir);
      await rm(blogDir, { recursive: true });
      await writeTestBlog(blogDir, {
        categories: [{ id: 3, title: 'Articles' }],
        posts: { 'first-news': { ...testPosts['first-news'], category: 'Articles' } },
      });
      await importBlog(db, blogDir);
      const store = createBlogStore(db.queries);
      expect(await store.categories()).toEqual([{ id: 3, title: 'Articles' }]);
      expect(await store.posts()).toEqual([{ id: 1, title: 'First news', date: '2024-01-10', image: 'news.webp' }]);
      expect((await store.post(1))?.category).toBe('Articles');
    });

    it.skipIf(skip)('changes nothing when the content has a problem', async () => {
      await writeTestBlog(blogDir);
      await importBlog(db, blogDir);
      const before = await allPosts();

      await writeTestBlog(blogDir, { posts: { 'first-news': { ...testPosts['first-news'], date: '2024-13-01', title: 'Changed' } } });
      const error = await importBlog(db, blogDir, rootDir).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(BlogContentError);
      expect((error as BlogContentError).problems).toEqual(['blog/posts/first-news.md: date: expected YYYY-MM-DD, found "2024-13-01"']);
      expect(await allPosts()).toEqual(before);
    });
  });

  describe('importBlogIfEmpty', () => {
    it.skipIf(skip)('imports into an empty database only', async () => {
      await writeTestBlog(blogDir);
      expect(await isBlogEmpty(db)).toBe(true);
      expect(await importBlogIfEmpty(db, blogDir)).toEqual({ categories: 3, posts: 5, warnings: [] });
      await db.queries.updateTable('posts').set({ title: 'Edited in the database' }).where('id', '=', 1).execute();
      expect(await importBlogIfEmpty(db, blogDir)).toBeUndefined();
      expect((await createBlogStore(db.queries).post(1))?.title).toBe('Edited in the database');
    });

    // Two instances' first starts against one empty database. On SQLite, two connections in one process
    // cannot show it (better-sqlite3 waits for the file lock synchronously, blocking the other); the
    // integration suite starts two real instances.
    it.skipIf(skip || dialect === 'sqlite')('imports once when instances start together', async () => {
      await writeTestBlog(blogDir);
      const others = await Promise.all([1, 2, 3].map(() => openSiteDatabase(target())));
      try {
        const results = await Promise.all([db, ...others].map((instance) => importBlogIfEmpty(instance, blogDir)));
        expect(results.filter((result) => result !== undefined)).toEqual([{ categories: 3, posts: 5, warnings: [] }]);
        expect(await idsBySlug()).toEqual({ 'first-news': 1, 'iso-insight': 2, 'second-news': 3, 'soc-insight': 4, 'aml-insight': 5 });
      } finally {
        await Promise.all(others.map((other) => other.close()));
      }
    });
  });
});
