import { describe, expect, it } from 'vitest';
import { findOrphanPages } from './orphan-pages';
import type { ManifestSource } from './read-manifest-file';

const source = (file: string, data: unknown): ManifestSource => ({ file, text: JSON.stringify(data), data, valid: true });
const page = (name: string, path: string, links: string[] = [], extra: object = {}) =>
  source(`content/pages/${name}.json`, { path, ...extra, sections: [{ type: 'link-list', links: links.map((href) => ({ label: href, href })) }] });

describe('findOrphanPages', () => {
  it('warns about a page nothing links to, naming its file and path', () => {
    const site = source('content/site.json', { layouts: { main: { navigation: [{ label: 'About', href: '/about' }] } } });
    const warnings = findOrphanPages(site, [page('home', '/', ['/about']), page('about', '/about'), page('hidden', '/hidden')], []);
    expect(warnings).toEqual([
      { file: 'content/pages/hidden.json', path: ['path'], message: expect.stringContaining('no page, menu, footer or shared list links to "/hidden"') },
    ]);
  });

  it('counts links from other pages (with anchors, queries, trailing slashes), menus and shared lists, not a page linking itself', () => {
    const pages = [page('home', '/', ['/a#part', '/b/?x=1']), page('a', '/a'), page('b', '/b'), page('c', '/c'), page('self', '/self', ['/self'])];
    const collections = [source('content/collections/industries.json', { entries: [{ title: 'C', link: { href: '/c' } }] })];
    expect(findOrphanPages(source('content/site.json', {}), pages, collections).map((warning) => warning.file)).toEqual(['content/pages/self.json']);
  });

  it('does not count a redirect as a way in', () => {
    const site = source('content/site.json', { redirects: [{ from: '/old', to: '/new' }] });
    expect(findOrphanPages(site, [page('home', '/'), page('new', '/new')], []).map((warning) => warning.file)).toEqual(['content/pages/new.json']);
  });

  it('leaves out the home page, the search page, pages with parameters and the not-found page', () => {
    const pages = [page('home', '/'), page('search', '/search'), page('post', '/our/blog/:id/single'), page('not-found', '/404', [], { status: 404 })];
    expect(findOrphanPages(undefined, pages, [])).toEqual([]);
  });
});
