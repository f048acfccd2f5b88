import { notFoundPageId, routes } from 'virtual:route-table';
import type { RouteEntry } from '../common/page-data';
import { matchRoutePattern } from './route-pattern';

type RouteLookup = { byPath: ReadonlyMap<string, { route: RouteEntry; order: number }>; withParams: readonly { route: RouteEntry; order: number }[] };

/** A pathname as a key: its segments, lower case (routes match without regard to case or a trailing slash). */
const pathKey = (pathname: string) =>
  pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase())
    .join('/');

/**
 * The route table as a map from path to route, plus the few routes with parameters: a lookup per page
 * instead of a scan of every route (the build looks up each of its pages, so a scan grew as N²).
 */
function routeLookup(table: readonly RouteEntry[]): RouteLookup {
  const byPath = new Map<string, { route: RouteEntry; order: number }>();
  const withParams: { route: RouteEntry; order: number }[] = [];
  for (const [order, route] of table.entries()) {
    if (route.status !== 200) continue;
    if (route.path.split('/').some((segment) => segment.startsWith(':'))) withParams.push({ route, order });
    else if (!byPath.has(pathKey(route.path))) byPath.set(pathKey(route.path), { route, order });
  }
  return { byPath, withParams };
}

let lookup: RouteLookup | undefined;

/** The manifest page that renders a pathname: its route, or the not-found page. */
export function matchPageRoute(pathname: string): { pageId: string; status: 200 | 404; route: RouteEntry | undefined; params: Record<string, string> } {
  lookup ??= routeLookup(routes);
  const exact = lookup.byPath.get(pathKey(pathname));
  // As the table's order decides: a route with parameters listed before the exact one still wins.
  for (const { route, order } of lookup.withParams) {
    if (exact && order > exact.order) break;
    const params = matchRoutePattern(route.path, pathname);
    if (params) return { pageId: route.pageId, status: 200, route, params };
  }
  if (exact) return { pageId: exact.route.pageId, status: 200, route: exact.route, params: {} };
  return { pageId: notFoundPageId, status: 404, route: undefined, params: {} };
}
