// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatJsonPath } from './json-path';
import { checkRedirects } from './redirect-checks';
import { buildRouteTable } from './route-table';

const pages = [
  { file: 'content/pages/about.json', data: { path: '/about' } },
  { file: 'content/pages/payments.json', data: { path: '/payments' } },
];

function check(redirects: { from: string; to: string }[]): string[] {
  const site = { redirects };
  return checkRedirects(site, buildRouteTable(pages, site)).map((problem) => `${formatJsonPath(problem.path)}: ${problem.message}`);
}

describe('checkRedirects', () => {
  it('accepts redirects straight to a page or an external address', () => {
    expect(
      check([
        { from: '/banking-and-financial-services', to: '/payments' },
        { from: '/old/', to: 'https://example.com' },
      ]),
    ).toEqual([]);
  });

  it('reports a chain, with the address to use instead', () => {
    expect(
      check([
        { from: '/a', to: '/b' },
        { from: '/b', to: '/payments' },
      ]),
    ).toEqual(['redirects[0].to: the redirects form a chain /a → /b → /payments; redirect "/a" straight to "/payments"']);
  });

  it('reports a loop, and a redirect to itself', () => {
    expect(
      check([
        { from: '/a', to: '/b' },
        { from: '/b', to: '/a' },
      ]),
    ).toEqual(['redirects[0].to: the redirects go round in a loop: /a → /b → /a', 'redirects[1].to: the redirects go round in a loop: /b → /a → /b']);
    expect(check([{ from: '/x', to: '/x/' }])).toEqual(['redirects[0].to: the redirects go round in a loop: /x → /x']);
  });

  it('reports a redirect that hides a page', () => {
    expect(check([{ from: '/about/', to: '/payments' }])).toEqual([
      'redirects[0].from: "/about" is the path of content/pages/about.json; a redirect from it would hide that page',
    ]);
  });

  it('reports an old path redirected twice', () => {
    expect(
      check([
        { from: '/old', to: '/about' },
        { from: '/old/', to: '/payments' },
      ]),
    ).toEqual(['redirects[1].from: the path "/old" is already redirected by redirects[0]']);
  });
});
