import { serverDataOf } from '../../schemas/section';
import type { PageData, SiteData } from './page-data';
import { pageStructuredData, type StructuredDataGraph } from './structured-data';

/** A feed a page announces with `<link rel="alternate">`. */
export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml' | 'application/feed+json';
  title: string;
  /** Absolute. */
  href: string;
}

/**
 * What a page's head carries besides the basics of page-head.ts: schema.org data, the blog's
 * feeds, and the finer Open Graph details (article dates, image size and text). Kept apart so the
 * head's core stays small; page-head.ts spreads these in.
 */
export interface PageHeadExtras {
  structuredData?: StructuredDataGraph;
  feeds?: readonly FeedLink[];
  /** A blog post: og:type "article" with its dates. Every other page is a "website". */
  article?: { publishedTime: string; modifiedTime: string; section: string };
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  /** Kept out of search engines' indexes: the site search page, whose every query is another address. */
  noindex?: boolean;
}

/** The blog's feed addresses; with a category id, that category's (see server/blog/blog-feed-routes.ts). */
export function feedLinks(siteUrl: string, blogTitle: string, category?: { id: number; title: string }): FeedLink[] {
  const base = `${siteUrl.replace(/\/$/, '')}${category ? `/newspage/${category.id}` : ''}`;
  const title = category ? `${blogTitle}: ${category.title}` : blogTitle;
  return [
    { type: 'application/rss+xml', title: `${title} (RSS)`, href: `${base}/feed.xml` },
    { type: 'application/atom+xml', title: `${title} (Atom)`, href: `${base}/atom.xml` },
    { type: 'application/feed+json', title: `${title} (JSON Feed)`, href: `${base}/feed.json` },
  ];
}

export const blogTitleOf = (siteName: string) => `${siteName} blog`;

/** Pages that search engines should not index, and the sitemap does not list: the site search page. */
export const isNoindexPage = (page: Pick<PageData, 'sections'>) => page.sections.some((section) => section.type === 'search-results');

/** A page with a blog section (one whose type's definition takes the blog's page data) announces the blog's feeds. */
const isBlogPage = (page: PageData) => page.sections.some((section) => serverDataOf(section.type) !== undefined);

export function pageHeadExtras(page: PageData, site: SiteData): PageHeadExtras {
  return {
    structuredData: pageStructuredData(page, site),
    ...(isBlogPage(page) ? { feeds: feedLinks(site.url, blogTitleOf(site.name)) } : {}),
    imageAlt: page.image === undefined ? site.name : page.title,
    ...(isNoindexPage(page) ? { noindex: true } : {}),
  };
}
