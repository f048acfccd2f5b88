import { notFoundPageId, routes } from 'virtual:route-table';
import type { RouteEntry } from '../common/page-data';
import { matchRoutePattern } from './route-pattern';

/** The manifest page that renders a pathname: its route, or the not-found page. */
export function matchPageRoute(pathname: string): { pageId: string; status: 200 | 404; route: RouteEntry | undefined; params: Record<string, string> } {
  for (const route of routes) {
    const params = route.status === 200 ? matchRoutePattern(route.path, pathname) : undefined;
    if (params) return { pageId: route.pageId, status: 200, route, params };
  }
  return { pageId: notFoundPageId, status: 404, route: undefined, params: {} };
}
