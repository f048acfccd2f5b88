import type { BlogPosting, BreadcrumbList, ImageObject, Organization, WebSite } from 'schema-dts';
import type { Breadcrumb } from '../../schemas/common';
import { breadcrumbOf } from '../../schemas/section';
import type { PageData, SiteData } from './page-data';

/**
 * schema.org data (JSON-LD) for search engines, built with schema-dts's types so a misspelt
 * property or a wrong value type is a compile error. Pure functions: the build uses them for the
 * prerendered pages, the server for each blog post's head.
 *
 * One graph per page: the Organization and the WebSite everywhere, a BreadcrumbList where the page
 * shows a breadcrumb, a BlogPosting on posts. Nodes refer to each other by `@id` (the site's URL
 * with a fragment), so the organisation is described once.
 */
type StructuredDataNode = Organization | WebSite | BreadcrumbList | BlogPosting;
// Objects only: schema-dts lets an Organization be a bare string too, which a graph cannot hold.
export type StructuredDataObject = Exclude<StructuredDataNode, string>;
export type StructuredDataGraph = readonly StructuredDataObject[];

function baseUrl(siteUrl: string): string {
  return siteUrl.replace(/\/$/, '');
}

/** An address on the site made absolute; absolute addresses (other sites) pass through. */
function absoluteSiteUrl(siteUrl: string, href: string): string {
  return new URL(href, `${baseUrl(siteUrl)}/`).href;
}

const organizationId = (siteUrl: string) => `${baseUrl(siteUrl)}/#organization`;
const webSiteId = (siteUrl: string) => `${baseUrl(siteUrl)}/#website`;

/**
 * The group's logo as an ImageObject with its size, as validators (and Google's logo guidelines)
 * expect; without a known size, still an ImageObject with its address.
 */
function logoImage(site: Pick<SiteData, 'url' | 'layouts' | 'imageSizes'>): ImageObject {
  const src = site.layouts.main.brand.logo;
  const size = site.imageSizes[src];
  return {
    '@type': 'ImageObject',
    '@id': `${baseUrl(site.url)}/#logo`,
    url: absoluteSiteUrl(site.url, src),
    contentUrl: absoluteSiteUrl(site.url, src),
    ...(size
      ? {
          width: { '@type': 'QuantitativeValue', value: size.width, unitCode: 'E37' },
          height: { '@type': 'QuantitativeValue', value: size.height, unitCode: 'E37' },
        }
      : {}),
  };
}

function organization(site: SiteData): Exclude<Organization, string> {
  // The organisation is the group: its details are the main layout's.
  const { contact } = site.layouts.main;
  return {
    '@type': 'Organization',
    '@id': organizationId(site.url),
    name: site.name,
    url: `${baseUrl(site.url)}/`,
    logo: logoImage(site),
    email: contact.email,
    telephone: contact.phones[0],
    address: { '@type': 'PostalAddress', streetAddress: contact.address.join(', ') },
    contactPoint: contact.phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, email: contact.email, contactType: 'customer service' })),
    sameAs: site.social.map((profile) => profile.href),
  };
}

function webSite(site: SiteData): WebSite {
  return {
    '@type': 'WebSite',
    '@id': webSiteId(site.url),
    name: site.name,
    url: `${baseUrl(site.url)}/`,
    inLanguage: site.language,
    publisher: { '@id': organizationId(site.url) },
  };
}

/** A crumb as a page shows it: the current page's crumb may have no link; it gets `currentUrl`. */
function breadcrumbList(siteUrl: string, crumbs: Breadcrumb, currentUrl: string | undefined): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => {
      const href = crumb.href ?? currentUrl;
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        ...(href === undefined ? {} : { item: absoluteSiteUrl(siteUrl, href) }),
      };
    }),
  };
}

export interface BlogPostingInput {
  siteUrl: string;
  siteName: string;
  /** The post's absolute address. */
  url: string;
  headline: string;
  description: string;
  /** Absolute; the site's default share image when the post has none. */
  image: string;
  /** Date and time with its zone (ISO 8601), e.g. 2025-03-10T12:00:00Z. */
  datePublished: string;
  dateModified: string;
  author: string;
  section: string;
  language: string;
  /** The publisher's logo (see logoImage). */
  logo?: ImageObject;
}

export function blogPosting(post: BlogPostingInput): BlogPosting {
  return {
    '@type': 'BlogPosting',
    '@id': `${post.url}#article`,
    mainEntityOfPage: post.url,
    url: post.url,
    headline: post.headline,
    description: post.description,
    image: [post.image],
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    // Posts are signed by a desk or a unit ("Security Operations Centre") as often as by a person.
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', '@id': organizationId(post.siteUrl), name: post.siteName, ...(post.logo ? { logo: post.logo } : {}) },
    articleSection: post.section,
    inLanguage: post.language,
    isPartOf: { '@id': webSiteId(post.siteUrl) },
  };
}

/**
 * The breadcrumb a page shows: that of its first section whose type's definition gives one (a hero's,
 * a post's first two crumbs: the post's title is added per post).
 */
function pageBreadcrumb(page: PageData): Breadcrumb | undefined {
  for (const section of page.sections) {
    const breadcrumb = breadcrumbOf(section);
    if (breadcrumb !== undefined) return breadcrumb;
  }
  return undefined;
}

/** Organization and WebSite on every page, a BreadcrumbList where the page shows one. */
export function pageStructuredData(page: PageData, site: SiteData): StructuredDataGraph {
  const parametric = page.path.includes(':');
  const crumbs = pageBreadcrumb(page);
  const currentUrl = parametric || page.status === 404 ? undefined : page.path;
  return [organization(site), webSite(site), ...(crumbs ? [breadcrumbList(site.url, crumbs, currentUrl)] : [])];
}

export { renderStructuredData } from './head-tags';
