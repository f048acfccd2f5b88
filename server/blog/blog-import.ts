import type { SiteDatabase } from '../database/open-database';
import { BlogContentError, defaultBlogDir, readBlogContent, type BlogContent } from './blog-content';

export interface ImportSummary {
  categories: number;
  posts: number;
}

/**
 * Replaces the categories and posts with `content`, in one transaction: a reader sees the old blog
 * or the new one, never half of each. A post keeps its id when its file name (slug) is unchanged,
 * so shared links survive a re-import; posts whose file is gone are deleted.
 */
export function replaceBlogContent(db: SiteDatabase, content: BlogContent): ImportSummary {
  const deleteMissingPosts = db.prepare('DELETE FROM posts WHERE slug NOT IN (SELECT value FROM json_each(?))');
  const deleteCategories = db.prepare('DELETE FROM categories');
  const insertCategory = db.prepare('INSERT INTO categories (id, title) VALUES (?, ?)');
  // Update, then insert when there was nothing to update: an INSERT … ON CONFLICT would use up an
  // AUTOINCREMENT id for every existing post on every import.
  const updatePost = db.prepare(`
    UPDATE posts SET title = @title, date = @date, author = @author, category_id = @categoryId,
      image = @image, content_html = @contentHtml, summary = @summary
    WHERE slug = @slug
  `);
  const insertPost = db.prepare(`
    INSERT INTO posts (slug, title, date, author, category_id, image, content_html, summary)
    VALUES (@slug, @title, @date, @author, @categoryId, @image, @contentHtml, @summary)
  `);

  db.transaction(() => {
    // Posts point at categories; the categories are replaced before the posts are, so the check waits for the commit.
    db.pragma('defer_foreign_keys = ON');
    deleteMissingPosts.run(JSON.stringify(content.posts.map((post) => post.slug)));
    deleteCategories.run();
    for (const category of content.categories) insertCategory.run(category.id, category.title);
    // Oldest first, so new posts get ids in the order they were written.
    const byDate = [...content.posts].sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
    for (const post of byDate) {
      if (updatePost.run(post).changes === 0) insertPost.run(post);
    }
  })();

  return { categories: content.categories.length, posts: content.posts.length };
}

/** Reads, validates and imports a blog folder; throws BlogContentError (and changes nothing) on any problem. */
export async function importBlog(db: SiteDatabase, blogDir: string = defaultBlogDir, displayRoot?: string): Promise<ImportSummary> {
  const result = await readBlogContent(blogDir, displayRoot);
  if (!result.ok) throw new BlogContentError(result.problems);
  return replaceBlogContent(db, result.content);
}

export function isBlogEmpty(db: SiteDatabase): boolean {
  const count = db.prepare('SELECT (SELECT count(*) FROM categories) + (SELECT count(*) FROM posts)').pluck().get() as number;
  return count === 0;
}

/** On start: a new database gets the blog from content/blog/; one that has a blog keeps it (re-import with `npm run blog:import`). */
export async function importBlogIfEmpty(db: SiteDatabase, blogDir: string = defaultBlogDir): Promise<ImportSummary | undefined> {
  if (!isBlogEmpty(db)) return undefined;
  return importBlog(db, blogDir);
}
