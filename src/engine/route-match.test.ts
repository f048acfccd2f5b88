import { notFoundPageId, routes } from 'virtual:route-table';
import { describe, expect, it } from 'vitest';
import { matchPageRoute } from './route-match';
import { matchRoutePattern } from './route-pattern';

/** The lookup as it was: every route scanned in the table's order (issue 31 replaced it by a map). */
function scanEveryRoute(pathname: string) {
  for (const route of routes) {
    const params = route.status === 200 ? matchRoutePattern(route.path, pathname) : undefined;
    if (params) return { pageId: route.pageId, status: 200, params };
  }
  return { pageId: notFoundPageId, status: 404, params: {} };
}

describe('matchPageRoute', () => {
  it('finds the page a scan of every route finds, for every route and its variants (case, trailing slash, parameters, unknown)', () => {
    const addresses = routes.flatMap((route) => {
      const filled = route.path.replace(/:[^/]+/g, 'some%20post');
      return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/extra`];
    });
    addresses.push('/', '//', '/no-such-page', '/our/blog/%E0%A4%A/single');
    for (const address of addresses) {
      const { pageId, status, params } = matchPageRoute(address);
      expect({ address, pageId, status, params }).toEqual({ address, ...scanEveryRoute(address) });
    }
  });
});
