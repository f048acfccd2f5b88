import { readContentVersion } from '../database/content-versions';
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

/** The whole blog as feeds and the sitemap need it, with a version that changes with every import. */
export interface BlogSnapshot {
  version: string;
  categories: { id: number; title: string }[];
  /** Newest first. */
  posts: SnapshotPost[];
}

async function readSnapshot(db: SiteQueries, version: number): Promise<BlogSnapshot> {
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
  return { version: `blog-${version}`, categories, posts };
}

/**
 * Snapshots of the blog made by `read`, kept until the blog's version changes: `npm run blog:import`
 * (another process, maybe another instance's) changes the database under a running server, and pages,
 * feeds and the sitemap must follow without a restart. Every import counts one more in
 * `content_versions` (blog-import.ts, in its transaction), so at most every `maxAgeMs` this reads that
 * one row, and calls `read` again only when it changed: a request costs a lookup whatever the blog's
 * size (decision 031; before, the whole blog, 40 MB at 10,000 posts, was read and hashed every 5 s).
 * Concurrent requests share one read; a failed read is not kept, so the next request tries again.
 */
export function createVersionedSnapshots<T extends { version: string }>(
  db: SiteQueries,
  read: (db: SiteQueries, version: number) => Promise<T>,
  maxAgeMs: number,
): () => Promise<T> {
  let current: { checkedAt: number; snapshot: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (current === undefined || now - current.checkedAt >= maxAgeMs) {
      const previous = current?.snapshot;
      const snapshot = readContentVersion(db, 'blog').then(async ({ version }) => {
        const known = await previous?.catch(() => undefined);
        return known !== undefined && known.version === `blog-${version}` ? known : read(db, version);
      });
      const entry = { checkedAt: now, snapshot };
      current = entry;
      snapshot.catch(() => {
        if (current === entry) current = undefined;
      });
    }
    return current.snapshot;
  };
}

/** The whole blog, posts' text included, as it is in the database (createVersionedSnapshots). */
export function createBlogSnapshots(db: SiteQueries, maxAgeMs = 5_000): () => Promise<BlogSnapshot> {
  return createVersionedSnapshots(db, readSnapshot, maxAgeMs);
}
