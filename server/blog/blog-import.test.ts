// @vitest-environment node
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type SiteDatabase } from '../database/open-database';
import { makeTempDir, testPosts, writeTestBlog } from '../testing/test-site';
import { BlogContentError } from './blog-content';
import { importBlog, importBlogIfEmpty, isBlogEmpty } from './blog-import';
import { createBlogStore } from './blog-store';

let rootDir: string;
let blogDir: string;
let db: SiteDatabase;

beforeEach(async () => {
  rootDir = await makeTempDir('blog-import-');
  blogDir = path.join(rootDir, 'blog');
  db = openDatabase(path.join(rootDir, 'data'));
});

afterEach(async () => {
  db.close();
  await rm(rootDir, { recursive: true, force: true });
});

function idsBySlug(): Record<string, number> {
  const rows = db.prepare('SELECT slug, id FROM posts').all() as { slug: string; id: number }[];
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

describe('importBlog', () => {
  it('imports categories with their ids and posts with ids in date order', async () => {
    await writeTestBlog(blogDir);
    expect(await importBlog(db, blogDir)).toEqual({ categories: 3, posts: 5 });
    const store = createBlogStore(db);
    expect(store.categories()).toEqual([
      { id: 1, title: 'News' },
      { id: 2, title: 'Insights' },
      { id: 7, title: 'Events' },
    ]);
    expect(idsBySlug()).toEqual({ 'first-news': 1, 'iso-insight': 2, 'second-news': 3, 'soc-insight': 4, 'aml-insight': 5 });
  });

  it('keeps the id of a post whose file is unchanged, removes deleted posts and never reuses their ids', async () => {
    await writeTestBlog(blogDir);
    await importBlog(db, blogDir);
    const before = idsBySlug();

    const { 'second-news': _removed, ...rest } = testPosts;
    await rm(blogDir, { recursive: true });
    await writeTestBlog(blogDir, {
      posts: { ...rest, 'iso-insight': { ...testPosts['iso-insight'], title: 'Renamed' }, 'brand-new': { ...testPosts['aml-insight'], title: 'New' } },
    });
    await importBlog(db, blogDir);

    const after = idsBySlug();
    expect(after['iso-insight']).toBe(before['iso-insight']);
    expect(after['first-news']).toBe(before['first-news']);
    expect(after['second-news']).toBeUndefined();
    expect(after['brand-new']).toBe(6);
    expect(createBlogStore(db).post(before['iso-insight'] ?? 0)?.title).toBe('Renamed');
  });

  it('replaces the categories, moving posts to their new category', async () => {
    await writeTestBlog(blogDir);
    await importBlog(db, blogDir);
    await rm(blogDir, { recursive: true });
    await writeTestBlog(blogDir, {
      categories: [{ id: 3, title: 'Articles' }],
      posts: { 'first-news': { ...testPosts['first-news'], category: 'Articles' } },
    });
    await importBlog(db, blogDir);
    const store = createBlogStore(db);
    expect(store.categories()).toEqual([{ id: 3, title: 'Articles' }]);
    expect(store.posts()).toEqual([{ id: 1, title: 'First news', date: '2024-01-10', image: 'news.webp' }]);
    expect(store.post(1)?.category).toBe('Articles');
  });

  it('changes nothing when the content has a problem', async () => {
    await writeTestBlog(blogDir);
    await importBlog(db, blogDir);
    const before = db.prepare('SELECT * FROM posts ORDER BY id').all();

    await writeTestBlog(blogDir, { posts: { 'first-news': { ...testPosts['first-news'], date: '2024-13-01', title: 'Changed' } } });
    const error = await importBlog(db, blogDir, rootDir).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BlogContentError);
    expect((error as BlogContentError).problems).toEqual(['blog/posts/first-news.md: date: expected YYYY-MM-DD, found "2024-13-01"']);
    expect(db.prepare('SELECT * FROM posts ORDER BY id').all()).toEqual(before);
  });
});

describe('importBlogIfEmpty', () => {
  it('imports into an empty database only', async () => {
    await writeTestBlog(blogDir);
    expect(isBlogEmpty(db)).toBe(true);
    expect(await importBlogIfEmpty(db, blogDir)).toEqual({ categories: 3, posts: 5 });
    db.prepare("UPDATE posts SET title = 'Edited in the database' WHERE id = 1").run();
    expect(await importBlogIfEmpty(db, blogDir)).toBeUndefined();
    expect(createBlogStore(db).post(1)?.title).toBe('Edited in the database');
  });
});
