// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSchema } from './page';
import { sectionSchema, sectionSchemas, sectionTypes } from './section';
import { sectionExamples } from './section-examples';
import { siteSchema } from './site';

const fixtureContent = path.join(import.meta.dirname, '../src/engine/manifest/__fixtures__/valid/content');

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe('section examples', () => {
  it('cover every section type', () => {
    expect(Object.keys(sectionExamples).sort()).toEqual([...sectionTypes].sort());
  });

  it.each(sectionTypes)('%s: the example parses with its own schema and with the section union', (type) => {
    expect(sectionSchemas[type].safeParse(sectionExamples[type]).error).toBeUndefined();
    expect(sectionSchema.parse(sectionExamples[type]).type).toBe(type);
  });
});

describe('fixture manifest', () => {
  it('the site fixture parses, with defaults applied', () => {
    const site = siteSchema.parse(readJson(path.join(fixtureContent, 'site.json')));
    expect(site.language).toBe('en');
    expect(site.layouts.main.showSocial).toBe(true);
  });

  it.each(readdirSync(path.join(fixtureContent, 'pages')))('the page fixture %s parses', (file) => {
    expect(pageSchema.safeParse(readJson(path.join(fixtureContent, 'pages', file))).error).toBeUndefined();
  });
});

describe('schemas reject what they must', () => {
  const page = {
    path: '/payments',
    title: 'Payments',
    description: 'Security, compliance and advisory services for payment providers.',
    sections: [{ type: 'coming-soon', id: 'soon' }],
  };

  it('accepts a page path with ":param" segments, and no other capitals', () => {
    expect(pageSchema.safeParse({ ...page, path: '/newspage/:catId/collections' }).success).toBe(true);
    expect(pageSchema.safeParse({ ...page, path: '/our/blog/:id/single' }).success).toBe(true);
    expect(pageSchema.safeParse({ ...page, path: '/About' }).success).toBe(false);
    expect(pageSchema.safeParse({ ...page, path: '/:id' }).success).toBe(false);
  });

  it('rejects unknown keys and unknown section types', () => {
    expect(pageSchema.safeParse({ ...page, heading: 'x' }).success).toBe(false);
    expect(pageSchema.safeParse({ ...page, sections: [{ type: 'carousel', id: 'c' }] }).success).toBe(false);
  });

  it('rejects a card with both an icon and an image', () => {
    const card = { title: 'T', icon: 'shield', image: { src: '/a.webp', alt: '' } };
    expect(sectionSchemas['card-grid'].safeParse({ type: 'card-grid', id: 'cards', cards: [card] }).success).toBe(false);
  });

  it('rejects a dropdown with both items and groups, or neither', () => {
    const site = readJson(path.join(fixtureContent, 'site.json')) as { layouts: { main: { navigation: unknown[] } } };
    site.layouts.main.navigation = [{ type: 'dropdown', label: 'Menu' }];
    expect(siteSchema.safeParse(site).success).toBe(false);
  });
});
