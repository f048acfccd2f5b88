import type { PageHead } from './page-head';
import type { PageHeadExtras } from './page-head-extras';
import type { StructuredDataGraph } from './structured-data';

/**
 * A page's head as HTML tags, from its PageHead (page-head.ts makes one from the manifest). Apart from
 * page-head.ts, whose pageHead() needs the site's structured data and every section type's schema: the
 * server only renders heads (the blog's shells, the pages' Media menu), and this module loads none of
 * them (decision 031, amended "a precompiled server").
 */

/**
 * The graph as a JSON-LD data block. Browsers do not run a script of this type (so the CSP's
 * script-src does not apply); `<` is escaped so no value can close the element early.
 */
export function renderStructuredData(graph: StructuredDataGraph): string {
  const document: { '@context': 'https://schema.org'; '@graph': StructuredDataGraph } = {
    '@context': 'https://schema.org',
    '@graph': graph,
  };
  return `<script type="application/ld+json">${JSON.stringify(document).replace(/</g, '\\u003c')}</script>`;
}

/** The tags after the core head tags; og:image:* follow the one og:image there, as Open Graph requires. */
function renderHeadExtras(head: PageHeadExtras): string[] {
  const meta = (property: string, content: string | number | undefined) =>
    content === undefined ? '' : `<meta property="${property}" content="${escapeAttribute(String(content))}">`;
  return [
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    meta('og:image:width', head.imageWidth),
    meta('og:image:height', head.imageHeight),
    meta('og:image:alt', head.imageAlt),
    meta('article:published_time', head.article?.publishedTime),
    meta('article:modified_time', head.article?.modifiedTime),
    meta('article:section', head.article?.section),
    ...(head.feeds ?? []).map(
      (feed) => `<link rel="alternate" type="${feed.type}" title="${escapeAttribute(feed.title)}" href="${escapeAttribute(feed.href)}">`,
    ),
    head.structuredData && head.structuredData.length > 0 ? renderStructuredData(head.structuredData) : '',
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The head tags of a page, shared by the prerender (HTML) and client-side navigation (DOM updates). */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeText(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}">`,
    head.canonical ? `<link rel="canonical" href="${escapeAttribute(head.canonical)}">` : '',
    `<meta property="og:type" content="${head.article ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeAttribute(head.siteName)}">`,
    head.ogLocale ? `<meta property="og:locale" content="${escapeAttribute(head.ogLocale)}">` : '',
    `<meta property="og:title" content="${escapeAttribute(head.title)}">`,
    `<meta property="og:description" content="${escapeAttribute(head.description)}">`,
    head.canonical ? `<meta property="og:url" content="${escapeAttribute(head.canonical)}">` : '',
    `<meta property="og:image" content="${escapeAttribute(head.image)}">`,
    ...renderHeadExtras(head),
    // X (Twitter) reads og:* when its own tags are missing, but other consumers of twitter:* do not.
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeAttribute(head.title)}">`,
    `<meta name="twitter:description" content="${escapeAttribute(head.description)}">`,
    `<meta name="twitter:image" content="${escapeAttribute(head.image)}">`,
    head.imageAlt ? `<meta name="twitter:image:alt" content="${escapeAttribute(head.imageAlt)}">` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
