import type { PageData, SiteData } from './page-data';
import { pageHeadExtras, renderHeadExtras, type PageHeadExtras } from './page-head-extras';

export type PageHead = {
  title: string;
  description: string;
  /** Absent for the not-found page and parametric routes. */
  canonical: string | undefined;
  image: string;
  siteName: string;
  locale: string;
} & PageHeadExtras;

/** The head tags of a page, shared by the prerender (HTML) and client-side navigation (DOM updates). */
export function pageHead(page: PageData, site: SiteData): PageHead {
  const base = site.url.replace(/\/$/, '');
  const parametric = page.path.includes(':');
  return {
    title: page.title.includes(site.name) ? page.title : `${page.title} | ${site.name}`,
    description: page.description,
    canonical: page.status === 404 || parametric ? undefined : `${base}${page.path === '/' ? '/' : page.path}`,
    image: `${base}${page.image ?? site.defaultImage}`,
    siteName: site.name,
    locale: site.language,
    ...pageHeadExtras(page, site),
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeText(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}">`,
    head.canonical ? `<link rel="canonical" href="${escapeAttribute(head.canonical)}">` : '',
    `<meta property="og:type" content="${head.article ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeAttribute(head.siteName)}">`,
    `<meta property="og:title" content="${escapeAttribute(head.title)}">`,
    `<meta property="og:description" content="${escapeAttribute(head.description)}">`,
    head.canonical ? `<meta property="og:url" content="${escapeAttribute(head.canonical)}">` : '',
    `<meta property="og:image" content="${escapeAttribute(head.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...renderHeadExtras(head),
  ];
  return tags.filter(Boolean).join('\n    ');
}
