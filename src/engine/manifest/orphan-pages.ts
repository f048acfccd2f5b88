import { siteConfig } from '../../../site.config';
import { collectContentReferences } from './content-references';
import type { JsonPath } from './json-path';
import type { ManifestSource } from './read-manifest-file';

type OrphanWarning = { file: string; path: JsonPath; message: string };

/** Addresses the site's chrome links on every page by itself: the logo's home and the header's search form. */
const linkedByTheChrome = new Set(['/', siteConfig.search.path]);

/** "/about/#team?x" → "/about": the page a link leads to. */
function pageOf(href: string): string {
  const pathname = href.split(/[#?]/)[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/**
 * Pages no other page, menu, footer or shared list links to: a visitor can reach them only by typing
 * their address (or through a search engine, whose sitemap still lists them). A warning, not an error:
 * a page may be published before it is linked, on purpose. Pages with parameters (the blog's), the
 * not-found page and those the chrome links by itself are reached otherwise. Redirects are not a way in.
 */
export function findOrphanPages(site: ManifestSource | undefined, pages: readonly ManifestSource[], collections: readonly ManifestSource[]): OrphanWarning[] {
  const linked = new Set<string>(linkedByTheChrome);
  const addLinks = (source: ManifestSource, except?: string) => {
    for (const reference of collectContentReferences(source.data)) {
      if (reference.kind !== 'link' || !reference.value.startsWith('/') || reference.path[0] === 'redirects') continue;
      const target = pageOf(reference.value);
      if (target !== except) linked.add(target);
    }
  };
  if (site) addLinks(site);
  for (const collection of collections) addLinks(collection);
  for (const page of pages) addLinks(page, pageOf(pagePath(page) ?? ''));

  return pages.flatMap((page) => {
    const path = pagePath(page);
    if (path === undefined || path.includes(':') || isNotFoundPage(page) || linked.has(pageOf(path))) return [];
    return [
      {
        file: page.file,
        path: ['path'],
        message: `no page, menu, footer or shared list links to "${path}": visitors can reach it only by its address; link it where it belongs (a menu in content/site.json, a card or a list on a page), or remove the page`,
      },
    ];
  });
}

function pagePath(page: ManifestSource): string | undefined {
  const data = page.data as { path?: unknown } | null;
  return typeof data?.path === 'string' ? data.path : undefined;
}

function isNotFoundPage(page: ManifestSource): boolean {
  return (page.data as { status?: unknown } | null)?.status === 404;
}
