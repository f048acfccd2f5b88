import { z } from 'zod';
import { collectionReferenceSchema, collectionSchema } from '../../schemas/collection';
import { assetPathSchema, hrefSchema, iconNameSchema, imageSchema } from '../../schemas/common';
import { pageSchema } from '../../schemas/page';
import { sectionDefinitions } from '../../schemas/section';
import { siteSchema } from '../../schemas/site';
import { ONCE_PER_PAGE } from '../../src/engine/manifest/page-checks';
import { descriptionOf } from '../../src/engine/manifest/schema-fields';
import { unwrapOnce, unwrapSchema } from '../../src/engine/manifest/schema-introspection';
import type { FieldSpec, FormSpecs, ObjectSpec } from '../client/form-types';

/** Fields whose text is prose, edited in a box of several lines. */
const LONG_TEXT = /^(intro|text|body|description|summary|paragraphs?|content|answer|quote|message|note)$/i;

/** String formats with a field of their own (an input of that type); any other format is a text field. */
const FORMATTED: Record<string, 'url' | 'email' | 'date' | undefined> = { url: 'url', email: 'email', date: 'date' };

const label = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .replace(/^./, (first) => first.toUpperCase());

function optionalOf(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

function defaultOf(schema: z.ZodType): unknown {
  for (let current: z.ZodType | undefined = schema; current !== undefined; current = unwrapOnce(current)) {
    if (current instanceof z.ZodDefault) return current._zod.def.defaultValue;
  }
  return undefined;
}

/**
 * The form of a schema: one field kind per schema kind, labelled by its key and helped by its
 * `.describe()`. Matched by definition, not instance (`.describe()` clones a schema, keeping it):
 * the link, file, icon and image schemas of schemas/common.ts become pickers.
 */
function fieldSpec(schema: z.ZodType, key: string, depth = 0): FieldSpec {
  const inner = unwrapSchema(schema);
  const base = { label: label(key), help: descriptionOf(schema), optional: optionalOf(schema), defaultValue: defaultOf(schema) };
  const def = inner._zod.def;
  if (depth > 12) return { ...base, kind: 'json' };
  if (def === hrefSchema._zod.def) return { ...base, kind: 'link' };
  if (def === assetPathSchema._zod.def) return { ...base, kind: 'asset' };
  if (def === iconNameSchema._zod.def) return { ...base, kind: 'icon' };
  if (def === imageSchema._zod.def) return { ...base, kind: 'image', object: objectSpec(inner as z.ZodObject, depth) };
  // A section's "from": a picker of the collections and their groups, showing the entries it picks.
  if (def === collectionReferenceSchema._zod.def) return { ...base, kind: 'reference', object: objectSpec(inner as z.ZodObject, depth) };
  if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat) {
    // z.url(), z.email(), z.iso.date() and z.string().url() alike: a field of that kind, checked as it is typed (issue 28, B6).
    const format = FORMATTED[(inner as z.ZodString).format ?? ''];
    if (format) return { ...base, kind: format };
    return { ...base, kind: LONG_TEXT.test(key) ? 'longtext' : 'text' };
  }
  if (inner instanceof z.ZodNumber) return { ...base, kind: 'number' };
  if (inner instanceof z.ZodBoolean) return { ...base, kind: 'boolean' };
  if (inner instanceof z.ZodEnum) return { ...base, kind: 'choice', options: inner.options as (string | number)[] };
  if (inner instanceof z.ZodLiteral) return { ...base, kind: 'literal', value: [...inner.values][0] as string | number | boolean };
  if (inner instanceof z.ZodObject) return { ...base, kind: 'object', object: objectSpec(inner, depth) };
  if (inner instanceof z.ZodArray) {
    const element = fieldSpec(inner.element as z.ZodType, singularOf(key), depth + 1);
    return { ...base, kind: 'list', item: element.kind === 'text' && LONG_TEXT.test(key) ? { ...element, kind: 'longtext' } : element };
  }
  if (inner instanceof z.ZodUnion) {
    const options = (inner.options as readonly z.ZodType[]).map(unwrapSchema);
    if (options.every((option) => option instanceof z.ZodLiteral)) {
      return { ...base, kind: 'choice', options: options.flatMap((option) => [...(option as z.ZodLiteral).values] as (string | number)[]) };
    }
    if (options.every((option) => option instanceof z.ZodObject)) {
      const objects = options as z.ZodObject[];
      const tagged = objects.every((option) => (option.shape as Record<string, z.ZodType>).type instanceof z.ZodLiteral);
      return {
        ...base,
        kind: 'union',
        tag: tagged ? 'type' : undefined,
        options: objects.map((option) => {
          const shape = option.shape as Record<string, z.ZodType>;
          const name = tagged ? String([...(shape.type as z.ZodLiteral).values][0]) : Object.keys(shape).join(' + ');
          return { name, help: descriptionOf(option), object: objectSpec(option, depth) };
        }),
      };
    }
  }
  return { ...base, kind: 'json' };
}

function objectSpec(schema: z.ZodObject, depth: number): ObjectSpec {
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([key]) => key !== '$schema')
    .map(([key, field]) => ({ key, field: fieldSpec(field, key, depth + 1) }));
}

/** The form of one object schema, as formSpecs makes each. */
export const formOfSchema = (schema: z.ZodObject): ObjectSpec => objectSpec(schema, 0);

/** The forms of every content file kind, and of every section type (defineSectionType's list) with its example. */
export function formSpecs(): FormSpecs {
  return {
    page: objectSpec(pageSchema, 0),
    site: objectSpec(siteSchema, 0),
    collection: objectSpec(collectionSchema, 0),
    sections: sectionDefinitions.map((definition) => ({
      type: definition.type,
      help: descriptionOf(definition.schema),
      object: objectSpec(definition.schema as unknown as z.ZodObject, 0),
      example: definition.example,
      ...(Object.hasOwn(ONCE_PER_PAGE, definition.type) ? { oncePerPage: ONCE_PER_PAGE[definition.type] } : {}),
    })),
  };
}

/** What one item of a list is called, from the list's key: links → link, entries → entry, address → address (not "addres"). */
export function singularOf(key: string): string {
  if (/ies$/.test(key)) return key.replace(/ies$/, 'y');
  if (/sses$/.test(key)) return key.replace(/es$/, '');
  if (/(ss|us|is)$/.test(key)) return key;
  return key.replace(/s$/, '');
}
