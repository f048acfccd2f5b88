import type { PageData, SiteData } from './page-data';
import { type PageHeadExtras, pageHeadExtras, renderHeadExtras } from './page-head-extras';

export type PageHead = {
  title: string;
  description: string;
  /** Absent for the not-found page and parametric routes. */
  canonical: string | undefined;
  image: string;
  siteName: string;
  /** The HTML language of the content ("en"). */
  locale: string;
  /** og:locale (language_TERRITORY), when the site declares one. */
  ogLocale?: string;
} & PageHeadExtras;

/** The head tags of a page, shared by the prerender (HTML) and client-side navigation (DOM updates). */
export function pageHead(page: PageData, site: SiteData): PageHead {
  const base = site.url.replace(/\/$/, '');
  const parametric = page.path.includes(':');
  const imagePath = page.image ?? site.defaultImage;
  const imageSize = site.imageSizes[imagePath];
  return {
    title: page.title.includes(site.name) ? page.title : `${page.title} | ${site.name}`,
    description: page.description,
    canonical: page.status === 404 || parametric ? undefined : `${base}${page.path === '/' ? '/' : page.path}`,
    image: `${base}${imagePath}`,
    ...(imageSize ? { imageWidth: imageSize.width, imageHeight: imageSize.height } : {}),
    siteName: site.name,
    locale: site.language,
    ...(site.locale ? { ogLocale: site.locale } : {}),
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
