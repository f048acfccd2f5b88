// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pageSchema } from '../../../schemas/page';
import { sectionTypes } from '../../../schemas/section';
import { siteSchema } from '../../../schemas/site';
import { formatJsonPath } from './json-path';
import { describeSchemaProblems } from './zod-issue-message';

const description = 'Security, compliance and advisory services for payment providers and fintechs.';

function problems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return [];
  return describeSchemaProblems(result.error.issues, schema, data).map((problem) => `${formatJsonPath(problem.path) || '(root)'}: ${problem.message}`);
}

function pageWith(...sections: unknown[]): unknown {
  return { path: '/payments', title: 'Payments', description, sections };
}

describe('describeSchemaProblems', () => {
  it('names a missing required field', () => {
    expect(problems(pageSchema, pageWith({ type: 'cta-band', id: 'cta', buttons: [{ label: 'Go', href: '/' }] }))).toEqual([
      'sections[0].heading: expected a value for "heading", found nothing',
    ]);
  });

  it('names the expected and the found type', () => {
    expect(problems(pageSchema, { ...(pageWith({ type: 'coming-soon', id: 'soon' }) as object), title: 5 })).toEqual(['title: expected text, found a number']);
    expect(problems(pageSchema, pageWith({ type: 'coming-soon', id: 'soon', buttons: 'none' }))).toEqual([
      'sections[0].buttons: expected a list, found the text "none"',
    ]);
    expect(problems(pageSchema, pageWith('hero'))).toEqual(['sections[0]: expected an object, found the text "hero"']);
  });

  it('asks for a whole number', () => {
    const hero = { type: 'hero', id: 'hero', heading: 'Hi', background: { image: { src: '/a.webp', alt: '', width: 1.5 } } };
    expect(problems(pageSchema, pageWith(hero))).toEqual(['sections[0].background.image.width: expected a whole number, found 1.5']);
  });

  it('suggests the key meant by an unknown key', () => {
    expect(problems(pageSchema, pageWith({ type: 'cta-band', id: 'cta', heding: 'Hi', buttons: [{ label: 'Go', href: '/' }] }))).toEqual([
      'sections[0].heading: expected a value for "heading", found nothing',
      'sections[0].heding: unknown key "heding"; did you mean "heading"?',
    ]);
  });

  it('lists the allowed keys when no key is near', () => {
    expect(problems(pageSchema, pageWith({ type: 'coming-soon', id: 'soon', colour: 'red' }))).toEqual([
      'sections[0].colour: unknown key "colour"; the keys allowed here are "type", "id", "heading", "text", "buttons"',
    ]);
  });

  it('suggests the section type meant by an unknown type', () => {
    expect(problems(pageSchema, pageWith({ type: 'heor', id: 'hero', heading: 'Hi' }))).toEqual([
      'sections[0].type: "heor" is not a section type; did you mean "hero"?',
    ]);
  });

  it('lists the section types when no type is near, or when the type is missing', () => {
    // Every registered type, in the registry's (sorted) order.
    const types = sectionTypes.map((type) => `"${type}"`).join(', ');
    expect(types).toContain('"card-grid", "coming-soon"');
    expect(problems(pageSchema, pageWith({ type: 'carousel', id: 'x' }))).toEqual([
      `sections[0].type: "carousel" is not a section type; expected one of ${types}`,
    ]);
    expect(problems(pageSchema, pageWith({ id: 'x' }))).toEqual([`sections[0].type: expected a value for "type", one of ${types}; found nothing`]);
  });

  it('names navigation item types', () => {
    const site = { layouts: { main: { navigation: [{ type: 'lnk', label: 'Home', href: '/' }] } } };
    expect(problems(siteSchema, site)).toContain('layouts.main.navigation[0].type: "lnk" is not a navigation item type; did you mean "link"?');
  });

  it('lists the values of an enum', () => {
    const section = { type: 'text-with-image', id: 'a', heading: 'H', paragraphs: ['P'], image: { src: '/a.webp', alt: '' }, imagePosition: 'centre' };
    expect(problems(pageSchema, pageWith(section))).toEqual(['sections[0].imagePosition: expected one of "left", "right"; found "centre"']);
  });

  it('suggests the enum value meant', () => {
    expect(problems(pageSchema, pageWith({ type: 'hero', id: 'hero', heading: 'Hi', size: 'larg' }))).toEqual([
      'sections[0].size: expected one of "compact", "large", "full"; found "larg"; did you mean "large"?',
    ]);
  });

  it('reads a union of numbers as one list of values', () => {
    expect(problems(pageSchema, { ...(pageWith({ type: 'coming-soon', id: 'soon' }) as object), status: 500 })).toEqual([
      'status: expected one of 200, 404; found 500',
    ]);
  });

  it('passes the schemas’ own messages through with the value found', () => {
    expect(problems(pageSchema, { ...(pageWith({ type: 'coming-soon', id: 'Soon' }) as object), path: '/Payments' })).toEqual([
      'path: expected a route path like "/about" or "/advisory/about" (lower case, no spaces; a ":param" segment like "/blog/:id" stands for any one segment); found "/Payments"',
      'sections[0].id: expected a kebab-case id like "why-choose-us" (lower-case letters, digits and dashes); found "Soon"',
    ]);
    expect(problems(pageSchema, pageWith({ type: 'cta-band', id: 'cta', heading: 'Hi', buttons: [{ label: 'Go', href: 'payments' }] }))).toEqual([
      'sections[0].buttons[0].href: expected an internal path like "/about" or "/innovare-grc#bpr", a full "https://…" address, or a "mailto:"/"tel:" link; found "payments"',
    ]);
  });

  it('gives the size found for a length limit written in the schema', () => {
    expect(problems(pageSchema, { ...(pageWith({ type: 'coming-soon', id: 'soon' }) as object), description: 'Too short.' })).toEqual([
      'description: expected a description of at least 50 characters for search results; found 10 characters',
    ]);
    expect(problems(pageSchema, { path: '/a', title: 'A', description, sections: [] })).toEqual([
      'sections: expected at least one section; found an empty list',
    ]);
  });

  it('does not repeat "found" when the schema’s message already says it', () => {
    expect(problems(pageSchema, pageWith({ type: 'cta-band', id: 'cta', heading: '  ', buttons: [{ label: 'Go', href: '/' }] }))).toEqual([
      'sections[0].heading: expected some text, found an empty string',
    ]);
  });

  it('passes a refinement on an object through without a value', () => {
    const card = { title: 'T', icon: 'shield', image: { src: '/a.webp', alt: '' } };
    expect(problems(pageSchema, pageWith({ type: 'card-grid', id: 'cards', cards: [card] }))).toEqual([
      'sections[0].cards[0].image: a card takes an icon or an image, not both',
    ]);
  });

  it('writes zod’s standard limits in words', () => {
    expect(problems(pageSchema, pageWith({ type: 'cta-band', id: 'cta', heading: 'Hi', buttons: [] }))).toEqual([
      'sections[0].buttons: expected at least 1 item, found an empty list',
    ]);
    const buttons = [1, 2, 3, 4].map((n) => ({ label: `B${n}`, href: '/' }));
    expect(problems(pageSchema, pageWith({ type: 'cta-band', id: 'cta', heading: 'Hi', buttons }))).toEqual([
      'sections[0].buttons: expected at most 3 items, found 4 items',
    ]);
  });

  it('explains web address and e-mail formats', () => {
    const found = problems(siteSchema, {
      url: 'ftp://example.com',
      layouts: { main: { contact: { email: 'info-at-example', address: ['A'], phones: ['1'] } } },
    });
    expect(found).toContain('url: expected a web address starting with "https://", found "ftp://example.com"');
    expect(found).toContain('layouts.main.contact.email: expected an e-mail address like "name@example.com", found "info-at-example"');
  });

  it('speaks for the union option that fits the data', () => {
    const hero = { type: 'hero', id: 'hero', heading: 'Hi', background: { image: { src: '/a.webp' }, colour: 'navy' } };
    expect(problems(pageSchema, pageWith(hero))).toEqual([
      'sections[0].background.image.alt: expected a value for "alt", found nothing',
      'sections[0].background.colour: unknown key "colour"; the keys allowed here are "image"',
    ]);
    const misspelt = { type: 'hero', id: 'hero', heading: 'Hi', background: { img: { src: '/a.webp', alt: '' } } };
    expect(problems(pageSchema, pageWith(misspelt))).toEqual([
      'sections[0].background.image: expected a value for "image", found nothing',
      'sections[0].background.img: unknown key "img"; did you mean "image"?',
    ]);
  });
});
