import { blogListPath, categoryPath, lastChanged, postPath } from './blog-feeds';
import type { BlogSnapshot } from './blog-snapshot';

const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/**
 * Every address a search engine should know: the prerendered pages (routes.json), each category's
 * page and each post, from the database as it is now. A post's lastmod is its last revision (or its
 * date); a category's, and the blog list's, the latest of their posts', since the page shows them.
 */
export function sitemapEntries(staticPaths: readonly string[], snapshot: BlogSnapshot): SitemapEntry[] {
  // YYYY-MM-DD compares as text.
  const newest = (posts: BlogSnapshot['posts']) => posts.map(lastChanged).sort().at(-1);
  const entries: SitemapEntry[] = staticPaths.map((path) => ({
    path,
    ...(path === blogListPath && newest(snapshot.posts) ? { lastmod: newest(snapshot.posts) } : {}),
  }));
  for (const category of snapshot.categories) {
    const lastmod = newest(snapshot.posts.filter((post) => post.categoryId === category.id));
    entries.push({ path: categoryPath(category.id), ...(lastmod ? { lastmod } : {}) });
  }
  for (const post of snapshot.posts) entries.push({ path: postPath(post.id), lastmod: lastChanged(post) });
  return entries;
}

export function renderSitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls = entries.map((entry) => `  <url><loc>${xmlEscape(base + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
