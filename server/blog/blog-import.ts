import { bumpContentVersion } from '../database/content-versions';
import { withExclusiveTransaction } from '../database/exclusive-transaction';
import { sql } from '../database/kysely';
import type { SiteDatabase } from '../database/open-database';
import type { SiteQueries } from '../database/site-tables';
import { indexBlog } from '../search/blog-search-documents';
import { type BlogContent, BlogContentError, defaultBlogDir, readBlogContent } from './blog-content';

export interface ImportSummary {
  categories: number;
  posts: number;
  /** What was imported but deserves a look, one line each naming the file and the field (blog-content.ts). */
  warnings: string[];
}

async function isEmpty(db: SiteQueries): Promise<boolean> {
  const row = await db
    .selectNoFrom([
      sql<number>`cast((SELECT count(*) FROM categories) AS integer)`.as('categories'),
      sql<number>`cast((SELECT count(*) FROM posts) AS integer)`.as('posts'),
    ])
    .executeTakeFirstOrThrow();
  return row.categories + row.posts === 0;
}

/** Inside the caller's transaction: replaces the categories and posts with `content`. */
async function writeBlogContent(db: SiteQueries, dialect: SiteDatabase['dialect'], content: BlogContent): Promise<void> {
  // Posts point at categories; the categories are replaced before the posts are, so the check waits for the commit.
  await sql.raw(dialect === 'sqlite' ? 'PRAGMA defer_foreign_keys = ON' : 'SET CONSTRAINTS ALL DEFERRED').execute(db);
  const slugs = content.posts.map((post) => post.slug);
  let deleteMissing = db.deleteFrom('posts');
  if (slugs.length > 0) deleteMissing = deleteMissing.where('slug', 'not in', slugs);
  await deleteMissing.execute();
  await db.deleteFrom('categories').execute();
  if (content.categories.length > 0) {
    await db
      .insertInto('categories')
      .values(content.categories.map((category) => ({ id: category.id, title: category.title })))
      .execute();
  }
  // Oldest first, so new posts get ids in the order they were written.
  const byDate = [...content.posts].sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  for (const post of byDate) {
    const fields = {
      title: post.title,
      date: post.date,
      updated: post.updated,
      author: post.author,
      category_id: post.categoryId,
      image: post.image,
      content_html: post.contentHtml,
      summary: post.summary,
    };
    // Update, then insert when there was nothing to update: an INSERT … ON CONFLICT would use up an
    // id for every existing post on every import.
    const updated = await db.updateTable('posts').set(fields).where('slug', '=', post.slug).executeTakeFirst();
    if (updated.numUpdatedRows === 0n)
      await db
        .insertInto('posts')
        .values({ slug: post.slug, ...fields })
        .execute();
  }
  // A new version of the blog: running servers read this one row to know their snapshot is stale (blog-snapshot.ts).
  await bumpContentVersion(db, 'blog');
  // In the same transaction: readers never see a post the search cannot find, or the other way round.
  await indexBlog(db, dialect);
}

/**
 * Replaces the categories and posts with `content`, in one transaction: a reader sees the old blog
 * or the new one, never half of each. A post keeps its id when its file name (slug) is unchanged,
 * so shared links survive a re-import; posts whose file is gone are deleted.
 */
export async function replaceBlogContent(database: SiteDatabase, content: BlogContent, warnings: string[] = []): Promise<ImportSummary> {
  await withExclusiveTransaction(database, 'blogImport', (db) => writeBlogContent(db, database.dialect, content));
  return { categories: content.categories.length, posts: content.posts.length, warnings };
}

async function readValidBlog(blogDir: string, displayRoot?: string): Promise<{ content: BlogContent; warnings: string[] }> {
  const result = await readBlogContent(blogDir, displayRoot);
  if (!result.ok) throw new BlogContentError(result.problems);
  return result;
}

/** Reads, validates and imports a blog folder; throws BlogContentError (and changes nothing) on any problem. */
export async function importBlog(database: SiteDatabase, blogDir: string = defaultBlogDir, displayRoot?: string): Promise<ImportSummary> {
  const { content, warnings } = await readValidBlog(blogDir, displayRoot);
  return replaceBlogContent(database, content, warnings);
}

export async function isBlogEmpty(database: SiteDatabase): Promise<boolean> {
  return isEmpty(database.queries);
}

/**
 * On start: a new database gets the blog from content/blog/; one that has a blog keeps it (re-import
 * with `npm run blog:import`). Instances starting together against one empty database import once:
 * the check and the import run under one exclusive lock, and the one that waited finds a blog.
 */
export async function importBlogIfEmpty(database: SiteDatabase, blogDir: string = defaultBlogDir): Promise<ImportSummary | undefined> {
  if (!(await isBlogEmpty(database))) return undefined;
  const { content, warnings } = await readValidBlog(blogDir);
  return withExclusiveTransaction(database, 'blogImport', async (db) => {
    if (!(await isEmpty(db))) return undefined;
    await writeBlogContent(db, database.dialect, content);
    return { categories: content.categories.length, posts: content.posts.length, warnings };
  });
}
