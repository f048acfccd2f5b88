import type { PageData, SiteData } from './page-data';
import { type PageHeadExtras, pageHeadExtras } from './page-head-extras';

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

/** Re-exported: the server imports it from head-tags.ts, which loads no section schema. */
export { renderHeadTags } from './head-tags';
