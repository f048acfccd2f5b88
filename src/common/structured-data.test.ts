// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonLdGraph, missingProperties } from '../../tests/structured-data-checks';
import { buildManifest } from '../engine/build/build-manifest';
import type { PageData } from './page-data';
import { pageHead, renderHeadTags } from './page-head';
import { blogPosting, renderStructuredData } from './structured-data';

const manifest = await buildManifest(process.cwd());
const { site } = manifest;
const pageData = (id: string): PageData => {
  const page = manifest.pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`no page ${id}`);
  return page;
};

describe('structured data of the prerendered pages', () => {
  it('puts Organization and WebSite on every page, with every required property', () => {
    for (const loaded of manifest.pages) {
      const graph = jsonLdGraph(renderHeadTags(pageHead(pageData(loaded.id), site)));
      expect(graph.map((node) => node['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      expect(missingProperties(graph), loaded.id).toEqual([]);
    }
  });

  it('describes the organisation from site.json: name, address, logo and its social profiles', () => {
    const [organization] = jsonLdGraph(renderHeadTags(pageHead(pageData('home'), site)));
    expect(organization).toMatchObject({
      name: 'Gruppo',
      url: 'https://www.gruppo.example/',
      logo: {
        '@type': 'ImageObject',
        url: 'https://www.gruppo.example/img/logo.svg',
        width: { '@type': 'QuantitativeValue', value: 200, unitCode: 'E37' },
        height: { '@type': 'QuantitativeValue', value: 48, unitCode: 'E37' },
      },
      email: 'info@gruppo.example',
      sameAs: site.social.map((profile) => profile.href),
    });
  });

  it("turns a hero's breadcrumb into a BreadcrumbList, the current page's crumb pointing at the page", () => {
    const graph = jsonLdGraph(renderHeadTags(pageHead(pageData('about'), site)));
    expect(graph.find((node) => node['@type'] === 'BreadcrumbList')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.gruppo.example/' },
        { '@type': 'ListItem', position: 2, name: 'About Us', item: 'https://www.gruppo.example/about' },
      ],
    });
  });

  it('gives no BreadcrumbList to a page that shows none', () => {
    const graph = jsonLdGraph(renderHeadTags(pageHead(pageData('home'), site)));
    expect(graph.some((node) => node['@type'] === 'BreadcrumbList')).toBe(false);
  });

  it('announces the blog feeds on the blog pages only', () => {
    const blogs = renderHeadTags(pageHead(pageData('blogs'), site));
    expect(blogs).toContain('<link rel="alternate" type="application/rss+xml" title="Gruppo blog (RSS)" href="https://www.gruppo.example/feed.xml">');
    expect(blogs).toContain('type="application/atom+xml"');
    expect(blogs).toContain('type="application/feed+json"');
    expect(renderHeadTags(pageHead(pageData('about'), site))).not.toContain('rel="alternate"');
  });
});

describe('renderStructuredData', () => {
  it('escapes "<" so a value cannot close the script element', () => {
    const html = renderStructuredData([
      blogPosting({
        siteUrl: 'https://www.gruppo.example',
        siteName: 'Gruppo',
        url: 'https://www.gruppo.example/our/blog/1/single',
        headline: '</script><script>alert(1)</script>',
        description: 'x',
        image: 'https://www.gruppo.example/img/og-default.png',
        datePublished: '2024-01-01',
        dateModified: '2024-01-01',
        author: 'Desk',
        section: 'News',
        language: 'en',
      }),
    ]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdGraph(html)[0]?.headline).toBe('</script><script>alert(1)</script>');
  });
});
