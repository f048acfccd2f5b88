import type { SiteQueries } from '../database/site-tables';
import { blogListPath, categoryPath, lastChanged, postPath } from './blog-paths';
import { createVersionedSnapshots, type SnapshotPost } from './blog-snapshot';

const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/**
 * What the sitemap (and every page's Media menu, media-menu.ts) needs of the blog: no post's text
 * (blog-snapshot.ts's copy holds 40 MB of it at 10,000 posts).
 */
export interface SitemapSnapshot {
  version: string;
  categories: { id: number; title: string }[];
  /** Newest first. */
  posts: readonly Pick<SnapshotPost, 'id' | 'date' | 'updated' | 'categoryId'>[];
}

async function readSitemapSnapshot(db: SiteQueries, version: number): Promise<SitemapSnapshot> {
  const categories = await db.selectFrom('categories').select(['id', 'title']).orderBy('id').execute();
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'date', 'updated', 'category_id as categoryId'])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { version: `blog-${version}`, categories, posts };
}

/**
 * The blog as the sitemap needs it, read again only when an import changed the blog's version
 * (createVersionedSnapshots): four small columns a post, so the sitemap's first request after a start
 * does not wait for every post's text to be read.
 */
export function createSitemapSnapshots(db: SiteQueries, maxAgeMs = 5_000): () => Promise<SitemapSnapshot> {
  return createVersionedSnapshots(db, readSitemapSnapshot, maxAgeMs);
}

/**
 * Every address a search engine should know: the prerendered pages (routes.json), each category's
 * page and each post, from the database as it is now. A post's lastmod is its last revision (or its
 * date); a category's, and the blog list's, the latest of their posts', since the page shows them.
 */
export function sitemapEntries(staticPaths: readonly string[], snapshot: Omit<SitemapSnapshot, 'version'>): SitemapEntry[] {
  // YYYY-MM-DD compares as text.
  const newest = (posts: SitemapSnapshot['posts']) => posts.map(lastChanged).sort().at(-1);
  const entries: SitemapEntry[] = staticPaths.map((path) => ({
    path,
    ...(path === blogListPath && newest(snapshot.posts) ? { lastmod: newest(snapshot.posts) } : {}),
  }));
  // One pass over the posts, not one per category.
  const latestByCategory = new Map<number, string>();
  for (const post of snapshot.posts) {
    const changed = lastChanged(post);
    const latest = latestByCategory.get(post.categoryId);
    if (latest === undefined || changed > latest) latestByCategory.set(post.categoryId, changed);
  }
  for (const category of snapshot.categories) {
    const lastmod = latestByCategory.get(category.id);
    entries.push({ path: categoryPath(category.id), ...(lastmod ? { lastmod } : {}) });
  }
  for (const post of snapshot.posts) entries.push({ path: postPath(post.id), lastmod: lastChanged(post) });
  return entries;
}

function renderSitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls = entries.map((entry) => `  <url><loc>${xmlEscape(base + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap protocol's limit on the addresses of one file (sitemaps.org); past it, an index of files. */
const sitemapUrlLimit = 50_000;

/** Where the parts of a large sitemap are served: /sitemaps/1.xml, /sitemaps/2.xml, … */
const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`;

export interface SitemapFiles {
  /** /sitemap.xml: every address, or past the limit an index of the parts. */
  main: string;
  /** The parts, in order (part 1 first); none while one file holds everything. */
  parts: string[];
}

/**
 * The sitemap as files: one `urlset` while the addresses fit the protocol's limit, otherwise a
 * `sitemapindex` at /sitemap.xml naming parts of at most `limit` addresses each, every part with the
 * latest lastmod of its addresses, so a search engine reads again only the parts that changed.
 */
export function renderSitemapFiles(siteUrl: string, entries: readonly SitemapEntry[], limit = sitemapUrlLimit): SitemapFiles {
  if (entries.length <= limit) return { main: renderSitemapXml(siteUrl, entries), parts: [] };
  const base = siteUrl.replace(/\/$/, '');
  const parts: string[] = [];
  const index: string[] = [];
  for (let start = 0; start < entries.length; start += limit) {
    const chunk = entries.slice(start, start + limit);
    parts.push(renderSitemapXml(siteUrl, chunk));
    const lastmod = chunk.reduce<string | undefined>(
      (latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest),
      undefined,
    );
    index.push(`  <sitemap><loc>${xmlEscape(base + sitemapPartPath(parts.length))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`);
  }
  const main = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`;
  return { main, parts };
}
