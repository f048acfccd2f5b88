// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../engine/build/build-manifest';
import type { PageData } from './page-data';
import { pageHead, renderHeadTags } from './page-head';

/**
 * What link previews read from every kind of page the build renders (the blog's post and category
 * pages get theirs from the server: server/blog/blog-publishing.test.ts). Meta tags are read back
 * from the rendered HTML, as a preview fetcher would.
 */
const manifest = await buildManifest(process.cwd());
const { site } = manifest;

function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    const [, key = '', value = ''] = match;
    tags.set(key, [...(tags.get(key) ?? []), value]);
  }
  return tags;
}

const page = (id: string): PageData => {
  const found = manifest.pages.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no page ${id}`);
  return found;
};

// One page of each kind: the home page, a group page, a division's page (its own layout), a service,
// the blog's list, the blog's parametric shells, the site search and the not-found page.
const kinds = ['home', 'about', 'innovare-advisory', 'security-operations', 'blogs', 'blog-post', 'blog-category', 'search', 'not-found'];

describe('link preview tags of every kind of page', () => {
  it.each(kinds)('%s: og:locale, the share image with its size and text, and the Twitter card', (id) => {
    const tags = metaTags(renderHeadTags(pageHead(page(id), site)));
    const image = tags.get('og:image')?.[0];
    expect(image).toBe(`${site.url}${site.defaultImage}`);
    expect(tags.get('og:locale')).toEqual(['en_GB']);
    // public/img/og-default.png is 1200 × 630: the size the build reads from the file.
    expect(tags.get('og:image:width')).toEqual(['1200']);
    expect(tags.get('og:image:height')).toEqual(['630']);
    expect(tags.get('og:image:alt')?.[0]).toBeTruthy();
    expect(tags.get('twitter:card')).toEqual(['summary_large_image']);
    expect(tags.get('twitter:title')).toEqual(tags.get('og:title'));
    expect(tags.get('twitter:description')).toEqual(tags.get('og:description'));
    expect(tags.get('twitter:image')).toEqual([image]);
    expect(tags.get('twitter:image:alt')).toEqual(tags.get('og:image:alt'));
  });

  it('gives og:image:width and height right after og:image, as Open Graph reads structured properties', () => {
    const html = renderHeadTags(pageHead(page('about'), site));
    const order = [...html.matchAll(/<meta (?:property|name)="([^"]+)"/g)].map((match) => match[1]);
    const at = order.indexOf('og:image');
    expect(order.slice(at, at + 4)).toEqual(['og:image', 'og:image:width', 'og:image:height', 'og:image:alt']);
  });

  it("uses a page's own share image with that image's size", () => {
    const withImage: PageData = { ...page('about'), image: '/img/icon-512.png' };
    const sizes = { ...site.imageSizes, '/img/icon-512.png': { width: 512, height: 512 } };
    const tags = metaTags(renderHeadTags(pageHead(withImage, { ...site, imageSizes: sizes })));
    expect(tags.get('og:image')).toEqual([`${site.url}/img/icon-512.png`]);
    expect(tags.get('og:image:width')).toEqual(['512']);
    expect(tags.get('twitter:image')).toEqual([`${site.url}/img/icon-512.png`]);
  });

  it('declares no og:locale when site.json gives none (a bare language is not a locale)', () => {
    const { locale: _locale, ...withoutLocale } = site;
    expect(metaTags(renderHeadTags(pageHead(page('home'), withoutLocale))).has('og:locale')).toBe(false);
  });

  it('leaves the size out rather than guess it when the image cannot be read', () => {
    const tags = metaTags(renderHeadTags(pageHead(page('home'), { ...site, imageSizes: {} })));
    expect(tags.has('og:image:width')).toBe(false);
    expect(tags.has('og:image')).toBe(true);
  });
});

describe('the sizes the build reads', () => {
  it('knows the default share image and every brand logo', () => {
    expect(site.imageSizes[site.defaultImage]).toEqual({ width: 1200, height: 630 });
    for (const layout of Object.values(site.layouts)) expect(site.imageSizes[layout.brand.logo], layout.brand.logo).toBeDefined();
  });
});
