import { createHash } from 'node:crypto';
import type { SiteQueries } from '../database/site-tables';

export interface SnapshotPost {
  id: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD, or null when the post was never revised. */
  updated: string | null;
  author: string;
  image: string | null;
  categoryId: number;
  category: string;
  summary: string;
  /** HTML from the post's Markdown, not yet sanitised. */
  contentHtml: string;
}

/** The whole blog as feeds and the sitemap need it, with a version that changes when any of it does. */
export interface BlogSnapshot {
  version: string;
  categories: { id: number; title: string }[];
  /** Newest first. */
  posts: SnapshotPost[];
}

async function readSnapshot(db: SiteQueries): Promise<BlogSnapshot> {
  const categories = await db.selectFrom('categories').select(['id', 'title']).orderBy('id').execute();
  const posts = await db
    .selectFrom('posts')
    .innerJoin('categories', 'categories.id', 'posts.category_id')
    .select([
      'posts.id',
      'posts.title',
      'posts.date',
      'posts.updated',
      'posts.author',
      'posts.image',
      'posts.category_id as categoryId',
      'categories.title as category',
      'posts.summary',
      'posts.content_html as contentHtml',
    ])
    .orderBy('posts.date', 'desc')
    .orderBy('posts.id', 'desc')
    .execute();
  const version = createHash('sha256')
    .update(JSON.stringify([categories, posts]))
    .digest('base64url')
    .slice(0, 16);
  return { version, categories, posts };
}

/**
 * The blog as it is in the database, read again at most every `maxAgeMs`: `npm run blog:import`
 * (another process, maybe another instance's) changes the database under a running server, and
 * feeds and the sitemap must follow without a restart. The posts carry no "updated" column, so the
 * version is a hash of everything read; a blog of a few hundred posts reads in milliseconds, and
 * concurrent requests share one read.
 */
export function createBlogSnapshots(db: SiteQueries, maxAgeMs = 5_000): () => Promise<BlogSnapshot> {
  let current: { readAt: number; snapshot: Promise<BlogSnapshot> } | undefined;
  return () => {
    const now = Date.now();
    if (current === undefined || now - current.readAt >= maxAgeMs) {
      const snapshot = readSnapshot(db);
      const entry = { readAt: now, snapshot };
      current = entry;
      // A failed read is not kept: the next request tries again.
      snapshot.catch(() => {
        if (current === entry) current = undefined;
      });
    }
    return current.snapshot;
  };
}
