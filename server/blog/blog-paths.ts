import type { SnapshotPost } from './blog-snapshot';

/**
 * The blog's addresses, feed formats and dates: what the sitemap, the Media menu and the feeds' routes
 * need at start. The feeds themselves (blog-feeds.ts, the feed package) and link previews
 * (share-preview.ts, the site's structured data and every section's schema) load with the first
 * request that needs them (decision 031, amended "a start under tsx").
 */

export type FeedFormat = 'rss' | 'atom' | 'json';

export const feedContentTypes: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

/** Where a post and a category live on the site (content/pages/blog-post.json, blog-category.json). */
export const postPath = (id: number) => `/our/blog/${id}/single`;
export const categoryPath = (id: number) => `/newspage/${id}/collections/`;
/** The page listing every post (content/pages/blogs.json): the whole blog's feeds link to it. */
export const blogListPath = '/blogs';

/** The manifest pages (content/pages/<id>.json) whose one parameter is a post id or a category id. */
export const blogPostPageId = 'blog-post';
export const blogCategoryPageId = 'blog-category';

/** A post's date is a calendar date; noon UTC keeps it on that day in every time zone a reader is in: as ISO 8601 text with its zone. */
export const postDateTime = (date: string) => `${date}T12:00:00Z`;

/** A post's last revision, or its publication when it was never revised. */
export const lastChanged = (post: Pick<SnapshotPost, 'date' | 'updated'>) => post.updated ?? post.date;
