import { notFoundPageId, routes } from 'virtual:route-table';
import type { RouteEntry } from './page-data';
import { matchPath } from 'react-router';

/** The manifest page that renders a pathname: its route, or the not-found page. */
export function matchPageRoute(pathname: string): { pageId: string; status: 200 | 404; route: RouteEntry | undefined } {
  for (const route of routes) {
    if (route.status === 200 && matchPath({ path: route.path, end: true }, pathname)) {
      return { pageId: route.pageId, status: 200, route };
    }
  }
  return { pageId: notFoundPageId, status: 404, route: undefined };
}
