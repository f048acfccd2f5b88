// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRouteTable, findPage, matchesRoutePattern, resolveInternalHref } from './route-table';

describe('matchesRoutePattern', () => {
  it('lets a ":name" segment stand for any one segment', () => {
    expect(matchesRoutePattern('/our/blog/:id/single', '/our/blog/42/single')).toBe(true);
    expect(matchesRoutePattern('/newspage/:catId/collections', '/newspage/security/collections')).toBe(true);
  });

  it('needs the same number of segments and the fixed ones equal', () => {
    expect(matchesRoutePattern('/our/blog/:id/single', '/our/blog/single')).toBe(false);
    expect(matchesRoutePattern('/our/blog/:id/single', '/our/blog/42/double')).toBe(false);
    expect(matchesRoutePattern('/about', '/about')).toBe(true);
  });
});

describe('buildRouteTable', () => {
  const table = buildRouteTable(
    [
      { file: 'content/pages/about.json', data: { path: '/about/', sections: [{ id: 'hero' }] } },
      { file: 'content/pages/blog.json', data: { path: '/our/blog/:id/single', sections: [] } },
      { file: 'content/pages/no-path.json', data: { title: 'x' } },
    ],
    {
      redirects: [
        { from: '/about-us/', to: '/about' },
        { from: '/out', to: 'https://example.com' },
      ],
    },
  );

  it('normalises paths and prefers an exact page to a pattern', () => {
    expect(table.pages.map((page) => page.path)).toEqual(['/about', '/our/blog/:id/single']);
    expect(findPage(table, '/our/blog/1/single')?.file).toBe('content/pages/blog.json');
  });

  it('follows one redirect to its page', () => {
    expect(resolveInternalHref(table, '/about-us#hero')).toEqual({ page: table.pages[0], viaRedirect: true });
    expect(resolveInternalHref(table, '/out')).toEqual({ page: undefined, viaRedirect: true });
    expect(resolveInternalHref(table, '/nowhere')).toBeUndefined();
  });
});
