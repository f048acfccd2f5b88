// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sectionSchemas } from '../../schemas/section';
import { sectionExamples } from '../../schemas/section-examples';
import { changeSectionType, readPastedSection } from './section-tools';

describe("changing a section's type", () => {
  it('keeps the fields the new type has, lists the others, and fills the rest from the example', () => {
    const section = { type: 'cta-band', id: 'cta', heading: 'Plan training', text: 'Talk to us.', buttons: [{ label: 'Contact Us', href: '/contact' }] };
    const change = changeSectionType(section, 'rich-text');
    expect(change.kept).toEqual(['id', 'heading', 'buttons']);
    expect(change.dropped).toEqual(['text']);
    expect(change.section).toEqual({ ...sectionExamples['rich-text'], type: 'rich-text', id: 'cta', heading: 'Plan training', buttons: section.buttons });
    expect(sectionSchemas['rich-text'].safeParse(change.section).success).toBe(true);
  });

  it('drops a field of the same name whose value the new type does not accept', () => {
    // card-grid allows four columns; rich-text one to three.
    const change = changeSectionType({ ...sectionExamples['card-grid'], columns: 4, tone: 'muted' }, 'rich-text');
    expect(change.dropped).toContain('columns');
    expect(change.dropped).toContain('cards');
    expect(change.kept).toContain('tone');
    expect(change.section.columns).toBe((sectionExamples['rich-text'] as { columns?: number }).columns);
    expect(sectionSchemas['rich-text'].safeParse(change.section).success).toBe(true);
  });

  it('gives a valid section for every pair of types', () => {
    for (const [from, example] of Object.entries(sectionExamples)) {
      for (const to of Object.keys(sectionSchemas) as (keyof typeof sectionSchemas)[]) {
        const change = changeSectionType(example, to);
        expect(sectionSchemas[to].safeParse(change.section).success, `${from} → ${to}`).toBe(true);
        expect([...change.kept, ...change.dropped].sort(), `${from} → ${to}`).toEqual(
          Object.keys(example)
            .filter((key) => key !== 'type')
            .sort(),
        );
      }
    }
  });

  it('refuses a type that does not exist', () => {
    expect(() => changeSectionType(sectionExamples.hero, 'carousel')).toThrow('"carousel" is not a section type');
  });
});

describe('a pasted section', () => {
  it('is read from JSON, its id made unique on the page', () => {
    const text = JSON.stringify(sectionExamples['cta-band']);
    expect(readPastedSection(text, ['hero'])).toEqual({ section: sectionExamples['cta-band'] });
    expect(readPastedSection(text, ['cta', 'cta-2'])).toEqual({ section: { ...sectionExamples['cta-band'], id: 'cta-3' } });
  });

  it('that is not a section is refused with a message saying why', () => {
    expect(readPastedSection('Ready to work with us?', [])).toEqual({
      error: 'The pasted text is not a section: it is not JSON. Copy a section with its "Copy as JSON" button and paste all of it.',
    });
    expect(readPastedSection('[1, 2]', [])).toEqual({
      error: 'The pasted text is not a section: expected one JSON object with a "type", as "Copy as JSON" gives.',
    });
    expect(readPastedSection('{"type": "carousel"}', [])).toMatchObject({
      error: expect.stringMatching(/^The pasted text is not a section: "carousel" is not a section type \(expected one of blog-list, /),
    });
  });
});
