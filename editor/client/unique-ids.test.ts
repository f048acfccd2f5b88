// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formSpecs, singularOf } from '../server/form-spec';
import type { FieldSpec, ObjectSpec } from './form-types';
import { freshCopy, idsOnPage, uniqueId } from './unique-ids';

describe('uniqueId', () => {
  it('keeps a free id, else counts on from 2, past the ids already taken', () => {
    expect(uniqueId('about', new Set(['hero']))).toBe('about');
    expect(uniqueId('about', new Set(['about']))).toBe('about-2');
    expect(uniqueId('about', new Set(['about', 'about-2', 'about-3']))).toBe('about-4');
    expect(uniqueId('about-2', new Set(['about', 'about-2']))).toBe('about-3');
    expect(uniqueId('/old-page', new Set(['/old-page']))).toBe('/old-page-2');
  });
});

describe('freshCopy (issue 28 B3: a duplicate leaves the page valid)', () => {
  const sections = [
    { id: 'about', type: 'card-grid', cards: [{ title: 'A', anchor: 'bpr' }, { title: 'B' }] },
    { id: 'about-2', type: 'cta-band', heading: 'Talk to us' },
  ];

  it("gives a copied section a fresh id, and every anchor inside it, unique on the page; the original's other fields stay", () => {
    const taken = idsOnPage(sections);
    expect([...taken]).toEqual(['about', 'bpr', 'about-2']);
    const copy = freshCopy(sections[0], { pageIds: taken, siblings: sections });
    expect(copy).toEqual({ id: 'about-3', type: 'card-grid', cards: [{ title: 'A', anchor: 'bpr-2' }, { title: 'B' }] });
    expect(sections[0]?.id).toBe('about');
    expect(taken.has('about-3') && taken.has('bpr-2')).toBe(true);
  });

  it('gives a copied card a fresh anchor, unique on the whole page', () => {
    const cards = sections[0]?.cards ?? [];
    expect(freshCopy(cards[0], { pageIds: idsOnPage(sections), siblings: cards })).toEqual({ title: 'A', anchor: 'bpr-2' });
  });

  it('gives a copied redirect a fresh old path among its siblings, and leaves a menu link as it is (nothing in it must be unique)', () => {
    const redirects = [{ from: '/old', to: '/new' }];
    expect(freshCopy(redirects[0], { siblings: redirects })).toEqual({ from: '/old-2', to: '/new' });
    const link = { type: 'link', label: 'Home', href: '/' };
    expect(freshCopy(link, { siblings: [link] })).toEqual(link);
  });
});

describe('the names of list items (issue 28 B13)', () => {
  it('are the singular of the list: links → link, entries → entry, address stays address', () => {
    expect(['links', 'legalLinks', 'entries', 'address', 'addresses', 'phones', 'status', 'social'].map(singularOf)).toEqual([
      'link',
      'legalLink',
      'entry',
      'address',
      'address',
      'phone',
      'status',
      'social',
    ]);
  });

  it("label the add buttons of site.json's lists: an address line is an address, a footer link a link", () => {
    const field = (object: ObjectSpec, ...keys: string[]): FieldSpec | undefined => {
      const [key, ...rest] = keys;
      const found = object.find((entry) => entry.key === key)?.field;
      if (rest.length === 0 || found === undefined) return found;
      return 'object' in found ? field(found.object, ...rest) : undefined;
    };
    const { site } = formSpecs();
    const item = (spec: FieldSpec | undefined) => (spec?.kind === 'list' ? spec.item.label : undefined);
    expect(item(field(site, 'layouts', 'main', 'contact', 'address'))).toBe('Address');
    expect(item(field(site, 'layouts', 'main', 'footer', 'legalLinks'))).toBe('Legal Link');
    expect(item(field(site, 'redirects'))).toBe('Redirect');
  });
});
