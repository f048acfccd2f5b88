// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatJsonPath } from './json-path';
import { checkContentReferences } from './reference-checks';
import { buildRouteTable } from './route-table';

const pages = [
  { file: 'content/pages/payments.json', data: { path: '/payments', sections: [{ id: 'hero' }] } },
  {
    file: 'content/pages/innovare-grc.json',
    data: {
      path: '/innovare-grc/',
      sections: [
        { id: 'services', cards: [{ anchor: 'bpr' }, { anchor: 'policies' }] },
        { id: 'policy', sections: [{ id: 'cookies' }] },
      ],
    },
  },
  { file: 'content/pages/news.json', data: { path: '/newspage/:catId/collections', sections: [{ id: 'list' }] } },
  { file: 'content/pages/broken.json', data: { path: '/broken', title: 42 } },
];
const site = { redirects: [{ from: '/banking-and-financial-services', to: '/innovare-grc' }] };
const context = {
  routes: buildRouteTable(pages, site),
  publicFiles: new Set(['/img/hero/about.webp', '/img/logo.svg', '/files/brochure.pdf']),
};

function check(data: unknown): string[] {
  return checkContentReferences(data, context).map((problem) => `${formatJsonPath(problem.path)}: ${problem.message}`);
}

describe('links', () => {
  it('accept pages, with or without a trailing slash, query or anchor', () => {
    expect(check({ a: { href: '/payments' }, b: { href: '/payments/' }, c: { href: '/innovare-grc?tab=1#bpr' }, d: { href: '/innovare-grc' } })).toEqual([]);
  });

  it('accept a path matching a ":param" segment, a redirect, a page that fails its schema and a file under public/', () => {
    expect(
      check([{ href: '/newspage/7/collections' }, { href: '/banking-and-financial-services' }, { href: '/broken' }, { href: '/files/brochure.pdf' }]),
    ).toEqual([]);
  });

  it('ignore external, mail and phone links', () => {
    expect(check({ links: [{ href: 'https://example.com/x' }, { href: 'mailto:a@b.co' }, { href: 'tel:+233' }, { href: '//cdn.example.com' }] })).toEqual([]);
  });

  it('report a link to a missing page with the nearest page', () => {
    expect(check({ sections: [{ cards: [{}, { link: { href: '/paymets' } }] }] })).toEqual([
      'sections[0].cards[1].link.href: "/paymets" is not a page; did you mean "/payments"?',
    ]);
    expect(check({ href: '/nowhere-near' })).toEqual(['href: "/nowhere-near" is not a page']);
    expect(check({ href: '/newspage/7' })).toEqual(['href: "/newspage/7" is not a page']);
  });

  it('check redirect targets at the key "to"', () => {
    expect(check({ redirects: [{ from: '/old', to: '/paymnts' }] })).toEqual(['redirects[0].to: "/paymnts" is not a page; did you mean "/payments"?']);
  });

  it('report an anchor that is no section or item id on the target page', () => {
    expect(check({ href: '/innovare-grc#bpx' })).toEqual(['href: "#bpx" is not a section or item id on /innovare-grc; did you mean "#bpr"?']);
    expect(check({ href: '/payments#faq' })).toEqual(['href: "#faq" is not a section or item id on /payments; its ids are "#hero"']);
    expect(check({ href: '/innovare-grc#zzzzzz' })).toEqual([
      'href: "#zzzzzz" is not a section or item id on /innovare-grc; its ids are "#services", "#bpr", "#policies", "#policy", "#cookies"',
    ]);
  });

  it('find anchors among section ids, item anchors and nested ids, also through a redirect', () => {
    expect(
      check([
        { href: '/innovare-grc#services' },
        { href: '/innovare-grc#policies' },
        { href: '/innovare-grc#cookies' },
        { href: '/banking-and-financial-services#bpr' },
      ]),
    ).toEqual([]);
    expect(check({ href: '/banking-and-financial-services#bpx' })).toEqual(['href: "#bpx" is not a section or item id on /innovare-grc; did you mean "#bpr"?']);
  });
});

describe('assets', () => {
  it('accept files under public/', () => {
    expect(check({ image: { src: '/img/hero/about.webp' }, brand: { logo: '/img/logo.svg', logoLight: '/img/logo.svg' } })).toEqual([]);
  });

  it('report a missing file with the nearest file', () => {
    expect(check({ sections: [{ background: { image: { src: '/img/hero/abut.webp' } } }] })).toEqual([
      'sections[0].background.image.src: "/img/hero/abut.webp" is not a file under public/; did you mean "/img/hero/about.webp"?',
    ]);
  });

  it('check every asset key, and image only when it is text', () => {
    const data = { poster: '/p.webp', mp4: '/v.mp4', webm: '/v.webm', defaultImage: '/og.png', image: '/share.png', logo: '/l.svg' };
    expect(check(data)).toEqual([
      'poster: "/p.webp" is not a file under public/',
      'mp4: "/v.mp4" is not a file under public/',
      'webm: "/v.webm" is not a file under public/',
      'defaultImage: "/og.png" is not a file under public/',
      'image: "/share.png" is not a file under public/',
      'logo: "/l.svg" is not a file under public/',
    ]);
  });
});

describe('icons', () => {
  it('accept registry names and suggest the nearest for others', () => {
    expect(check({ cards: [{ icon: 'shield' }, { icon: 'shild' }] })).toEqual([
      'cards[1].icon: "shild" is not an icon in the icon registry; did you mean "shield"?',
    ]);
  });

  it('point to the list when no name is near', () => {
    expect(check({ icon: 'rocket-ship' })).toEqual([
      'icon: "rocket-ship" is not an icon in the icon registry; the icon names are listed in docs/content-guide.md',
    ]);
  });
});
