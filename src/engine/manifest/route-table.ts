import { isInternalHref, normalizeRoutePath, splitInternalHref } from '../links/href-kind';
import { collectAnchorTargets, isRecord } from './page-anchors';

/** A page as a link target: where it is declared and the anchors it offers. */
export type RoutePage = { file: string; path: string; anchors: Set<string> };

/** The addresses content may link to: pages (some with ":param" segments) and redirects' old paths. */
export type RouteTable = { pages: RoutePage[]; redirects: Map<string, string> };

export type RawManifestFile = { file: string; data: unknown };

/** Built from raw data, so a page with a schema problem still counts as a link target. */
export function buildRouteTable(pages: readonly RawManifestFile[], siteData: unknown): RouteTable {
  const routePages: RoutePage[] = [];
  for (const { file, data } of pages) {
    if (!isRecord(data) || typeof data.path !== 'string') continue;
    const anchors = new Set(collectAnchorTargets(data).map((target) => target.id));
    routePages.push({ file, path: normalizeRoutePath(data.path), anchors });
  }
  const redirects = new Map<string, string>();
  for (const redirect of redirectEntries(siteData)) {
    if (!redirects.has(normalizeRoutePath(redirect.from))) redirects.set(normalizeRoutePath(redirect.from), redirect.to);
  }
  return { pages: routePages, redirects };
}

/** The redirects of raw site data that have text in both `from` and `to`, with their index. */
export function redirectEntries(siteData: unknown): { index: number; from: string; to: string }[] {
  if (!isRecord(siteData) || !Array.isArray(siteData.redirects)) return [];
  return siteData.redirects.flatMap((redirect: unknown, index) =>
    isRecord(redirect) && typeof redirect.from === 'string' && typeof redirect.to === 'string' ? [{ index, from: redirect.from, to: redirect.to }] : [],
  );
}

/** A table's pages by path (the first of each) and its ":param" pages: made at its first lookup; a table is not changed after it. */
const lookups = new WeakMap<RouteTable, { byPath: Map<string, RoutePage>; patterns: RoutePage[] }>();

/**
 * The page answering `path` (already normalised): an exact path first, then a ":param" pattern. By a
 * map, not a scan of every page (issue 31: each link of 4,000 pages scanned 4,000 routes). A page
 * without ":" matches a pattern only at its own path, which the map answers first.
 */
export function findPage(table: RouteTable, path: string): RoutePage | undefined {
  let lookup = lookups.get(table);
  if (lookup === undefined) {
    const byPath = new Map<string, RoutePage>();
    for (const page of table.pages) if (!byPath.has(page.path)) byPath.set(page.path, page);
    lookup = { byPath, patterns: table.pages.filter((page) => page.path.includes(':')) };
    lookups.set(table, lookup);
  }
  return lookup.byPath.get(path) ?? lookup.patterns.find((page) => matchesRoutePattern(page.path, path));
}

/** "/our/blog/:id/single" matches "/our/blog/42/single": a ":name" segment stands for any one segment. */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => segment === actual[index] || (segment.startsWith(':') && (actual[index] ?? '') !== ''));
}

/** Where an internal href ends up: its page, following one redirect; undefined when nothing answers. */
export function resolveInternalHref(table: RouteTable, href: string): { page: RoutePage | undefined; viaRedirect: boolean } | undefined {
  const { path } = splitInternalHref(href);
  const page = findPage(table, path);
  if (page !== undefined) return { page, viaRedirect: false };
  const target = table.redirects.get(path);
  if (target === undefined) return undefined;
  return { page: isInternalHref(target) ? findPage(table, splitInternalHref(target).path) : undefined, viaRedirect: true };
}
