// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hrefSchema, iconNameSchema, imageSchema, linkSchema } from '../../../schemas/common';
import { fieldRows, typeName } from './schema-fields';

describe('fieldRows', () => {
  it('flattens nested objects and lists of objects, with required, type, default and description', () => {
    const statement = z.strictObject({ heading: z.string(), icon: iconNameSchema.optional() });
    const schema = z.strictObject({
      type: z.literal('demo'),
      columns: z
        .union([z.literal(2), z.literal(3)])
        .default(3)
        .describe('Cards per row.'),
      mission: statement.describe('The mission.'),
      vision: statement,
      cards: z.array(z.strictObject({ title: z.string().max(40), image: imageSchema.optional().describe('Card image.') })).min(1),
    });
    expect(fieldRows(schema)).toEqual([
      { name: 'type', required: true, type: '"demo"', defaultValue: undefined, description: 'Always "demo".' },
      { name: 'columns', required: false, type: 'one of 2, 3', defaultValue: '3', description: 'Cards per row.' },
      { name: 'mission', required: true, type: 'object', defaultValue: undefined, description: 'The mission.' },
      { name: 'mission.heading', required: true, type: 'text', defaultValue: undefined, description: '' },
      { name: 'mission.icon', required: false, type: '[icon name](#icons)', defaultValue: undefined, description: iconNameSchema.description },
      { name: 'vision', required: true, type: 'object (same fields as mission)', defaultValue: undefined, description: '' },
      { name: 'cards', required: true, type: 'list of objects (at least 1)', defaultValue: undefined, description: '' },
      { name: 'cards[].title', required: true, type: 'text (at most 40 characters)', defaultValue: undefined, description: '' },
      { name: 'cards[].image', required: false, type: '[image](#image)', defaultValue: undefined, description: 'Card image.' },
    ]);
  });

  it('names the options of a typed union by their type', () => {
    const item = z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('link'), href: hrefSchema }),
      z.strictObject({ type: z.literal('media'), label: z.string() }),
    ]);
    expect(fieldRows(z.strictObject({ navigation: z.array(item) })).map((row) => `${row.name}: ${row.type}`)).toEqual([
      'navigation: list of objects, by "type": "link", "media"',
      'navigation[type=link].type: "link"',
      'navigation[type=link].href: link address',
      'navigation[type=media].type: "media"',
      'navigation[type=media].label: text',
    ]);
  });
});

describe('fieldRows of an untyped union', () => {
  it('marks the fields of { image } or { video } as one choice, not both required', () => {
    const schema = z.strictObject({ background: z.union([z.strictObject({ image: imageSchema }), z.strictObject({ video: z.string() })]).optional() });
    expect(fieldRows(schema).map(({ name, required, oneOf }) => ({ name, required, oneOf }))).toEqual([
      { name: 'background', required: false, oneOf: undefined },
      { name: 'background.image', required: true, oneOf: ['image', 'video'] },
      { name: 'background.video', required: true, oneOf: ['image', 'video'] },
    ]);
  });
});

describe('typeName', () => {
  it('names shared building blocks and formats', () => {
    expect(typeName(linkSchema)).toBe('[link](#link)');
    expect(typeName(z.array(linkSchema).max(3))).toBe('list of [link](#link) (at most 3)');
    expect(typeName(z.email())).toBe('e-mail address');
    expect(typeName(z.iso.date())).toBe('date (YYYY-MM-DD)');
    expect(typeName(z.number().int().positive())).toBe('whole number');
    expect(typeName(z.boolean().optional())).toBe('true or false');
    expect(typeName(z.enum(['plain', 'muted']).default('plain'))).toBe('one of "plain", "muted"');
    expect(typeName(z.union([z.strictObject({ image: imageSchema }), z.strictObject({ video: z.string() })]))).toBe('{ image } or { video }');
  });
});
