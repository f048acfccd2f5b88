import { z } from 'zod';
import {
  anchorIdSchema,
  assetPathSchema,
  breadcrumbSchema,
  buttonSchema,
  colorSchema,
  hrefSchema,
  iconNameSchema,
  imageSchema,
  linkSchema,
  sectionIdSchema,
  videoSchema,
} from '../../../schemas/common';
import { sectionSchema } from '../../../schemas/section';
import { unwrapOnce, unwrapSchema } from './schema-introspection';

/**
 * One row of a field table in the content guide. `oneOf` marks a field of one option of an untyped
 * union ({ image } or { video }): required only as the choice among the names listed.
 */
export type FieldRow = { name: string; required: boolean; type: string; defaultValue: string | undefined; description: string; oneOf?: string[] };

/** Shared building blocks that have their own table in the guide; fields of these types link to it. */
export const sharedBlocks = { image: imageSchema, video: videoSchema, link: linkSchema, button: buttonSchema, breadcrumb: breadcrumbSchema } as const;

// Matched by definition, not by instance: `.describe()` clones a schema but keeps its definition.
const namedTypes = new Map<unknown, string>([
  ...Object.entries(sharedBlocks).map(([name, schema]) => [schema._zod.def, `[${name}](#${name})`] as const),
  [hrefSchema._zod.def, 'link address'],
  [assetPathSchema._zod.def, 'file path under public/'],
  [iconNameSchema._zod.def, '[icon name](#icons)'],
  [colorSchema._zod.def, `brand colour: ${colorSchema.options.map((option) => JSON.stringify(option)).join(', ')}`],
  [sectionIdSchema._zod.def, 'id (kebab-case)'],
  [anchorIdSchema._zod.def, 'anchor id (kebab-case)'],
  [sectionSchema._zod.def, '[sections](#section-types)'],
]);

/**
 * The fields of an object schema as flat rows: nested objects and lists of objects appear as
 * `cards[].title`, options of a typed union as `navigation[type=dropdown].items`. An object schema
 * met a second time in the same table is named, not repeated ("same fields as layouts.main").
 */
export function fieldRows(schema: z.ZodObject, prefix = '', expanded = new Map<unknown, string>()): FieldRow[] {
  const rows: FieldRow[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const name = `${prefix}${key}`;
    const inner = unwrapSchema(field);
    const element = inner instanceof z.ZodArray ? unwrapSchema(inner.element as z.ZodType) : undefined;
    const nested = element ?? inner;
    const seenAs = expanded.get(nested._zod.def);
    const type = seenAs !== undefined && nested instanceof z.ZodObject ? `${typeName(inner)} (same fields as ${seenAs})` : typeName(inner);
    const description = descriptionOf(field) || (inner instanceof z.ZodLiteral ? `Always ${typeName(inner)}.` : '');
    rows.push({ name, required: !field.safeParse(undefined).success, type, defaultValue: defaultOf(field), description });
    if (namedTypes.has(nested._zod.def) || seenAs !== undefined) continue;
    const childPrefix = element === undefined ? `${name}.` : `${name}[].`;
    if (nested instanceof z.ZodObject) {
      expanded.set(nested._zod.def, name);
      rows.push(...fieldRows(nested, childPrefix, expanded));
    } else if (nested instanceof z.ZodUnion) {
      rows.push(...unionRows(nested, name, expanded));
    }
  }
  return rows;
}

function unionRows(union: z.ZodUnion, base: string, expanded: Map<unknown, string>): FieldRow[] {
  const options = (union.options as readonly z.ZodType[]).map(unwrapSchema);
  // The fields an untyped option requires: with more than one option, each is one choice among them.
  const untypedChoices = options.flatMap((option) =>
    option instanceof z.ZodObject && findTag(option) === undefined
      ? Object.entries(option.shape as Record<string, z.ZodType>)
          .filter(([, field]) => !field.safeParse(undefined).success)
          .map(([key]) => key)
      : [],
  );
  return options.flatMap((option) => {
    if (!(option instanceof z.ZodObject)) return [];
    const tag = findTag(option);
    const label = tag && tag[1] instanceof z.ZodLiteral ? `${base}[${tag[0]}=${String(tag[1].value)}].` : `${base}.`;
    // A typed option reads as `navigation[type=dropdown].items`; other options' fields merge under `background.`.
    const rows = fieldRows(option, label, expanded);
    if (tag !== undefined || untypedChoices.length < 2) return rows;
    return rows.map((row) => (untypedChoices.some((key) => row.name === `${label}${key}`) ? { ...row, oneOf: untypedChoices } : row));
  });
}

function findTag(option: z.ZodObject): [string, z.ZodType] | undefined {
  return Object.entries(option.shape as Record<string, z.ZodType>).find(([, field]) => field instanceof z.ZodLiteral);
}

/** A short human name for the type a field accepts. */
export function typeName(schema: z.ZodType): string {
  const inner = unwrapSchema(schema);
  const named = namedTypes.get(inner._zod.def);
  if (named !== undefined) return named;
  if (inner instanceof z.ZodStringFormat) return STRING_FORMATS[inner.format ?? ''] ?? 'text';
  if (inner instanceof z.ZodString) return `text${limits(inner, 'characters', 2)}`;
  if (inner instanceof z.ZodNumber) return inner.format === 'safeint' ? 'whole number' : 'number';
  if (inner instanceof z.ZodBoolean) return 'true or false';
  if (inner instanceof z.ZodEnum) return oneOf(inner.options);
  if (inner instanceof z.ZodLiteral) return oneOf([...inner.values]);
  if (inner instanceof z.ZodArray) return `list of ${plural(typeName(inner.element as z.ZodType))}${limits(inner, '', 1)}`;
  if (inner instanceof z.ZodObject) return 'object';
  if (inner instanceof z.ZodDiscriminatedUnion) {
    const key = inner.def.discriminator;
    const tags = (inner.options as readonly z.ZodType[]).flatMap((option) => {
      const tag = option instanceof z.ZodObject ? (option.shape as Record<string, z.ZodType>)[key] : undefined;
      return tag instanceof z.ZodLiteral ? [...tag.values] : [];
    });
    return `object, by ${JSON.stringify(key)}: ${tags.map((tag) => JSON.stringify(tag)).join(', ')}`;
  }
  if (inner instanceof z.ZodUnion) {
    const options = (inner.options as readonly z.ZodType[]).map(unwrapSchema);
    if (options.every((option) => option instanceof z.ZodLiteral)) return oneOf(options.flatMap((option) => [...(option as z.ZodLiteral).values]));
    return options.map((option) => (option instanceof z.ZodObject ? `{ ${Object.keys(option.shape).join(', ')} }` : typeName(option))).join(' or ');
  }
  return 'value';
}

/** " (1 to 3)", " (at most 70 characters)": the length limits of a string or list schema. */
function limits(schema: z.ZodString | z.ZodArray, unit: string, smallestShownMinimum: number): string {
  let min: number | undefined;
  let max: number | undefined;
  for (const check of schema._zod.def.checks ?? []) {
    // Length checks carry their limit in their definition; other checks (patterns, refinements) do not.
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number };
    if (def.check === 'min_length') min = def.minimum;
    if (def.check === 'max_length') max = def.maximum;
    if (def.check === 'length_equals') min = max = def.length;
  }
  if (min !== undefined && min < smallestShownMinimum) min = undefined;
  const suffix = unit === '' ? '' : ` ${unit}`;
  if (min !== undefined && max !== undefined) return min === max ? ` (exactly ${min}${suffix})` : ` (${min} to ${max}${suffix})`;
  if (min !== undefined) return ` (at least ${min}${suffix})`;
  if (max !== undefined) return ` (at most ${max}${suffix})`;
  return '';
}

const STRING_FORMATS: Record<string, string> = { email: 'e-mail address', url: 'web address', date: 'date (YYYY-MM-DD)' };

function oneOf(values: readonly unknown[]): string {
  return values.length === 1 ? JSON.stringify(values[0]) : `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`;
}

function plural(name: string): string {
  if (name.startsWith('object')) return `objects${name.slice('object'.length)}`;
  if (name === 'text') return 'texts';
  return name;
}

/** The first description met going inwards through wrappers (`.optional().describe()` wins over the inner one). */
export function descriptionOf(schema: z.ZodType): string {
  for (let current: z.ZodType | undefined = schema; current !== undefined; current = unwrapOnce(current)) {
    if (current.description !== undefined) return current.description;
  }
  return '';
}

function defaultOf(schema: z.ZodType): string | undefined {
  for (let current: z.ZodType | undefined = schema; current !== undefined; current = unwrapOnce(current)) {
    if (current instanceof z.ZodDefault) return JSON.stringify(current.def.defaultValue);
  }
  return undefined;
}
