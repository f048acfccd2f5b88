import { z } from 'zod';
import { sectionDefinitions } from '../../schemas/section';
import { unwrapSchema } from '../../src/engine/manifest/schema-introspection';

type Definition = (typeof sectionDefinitions)[number];

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const definitionOf = (type: string): Definition | undefined => sectionDefinitions.find((definition) => definition.type === type);

function shapeOf(definition: Definition): Record<string, z.ZodType> {
  const schema = unwrapSchema(definition.schema as z.ZodType);
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

export type TypeChange = {
  /** The section as the new type: the new type's example, with the kept fields over it. */
  section: Record<string, unknown>;
  /** The old section's fields the new type keeps, in the old section's order. */
  kept: string[];
  /** The old section's fields the new type has no place for, or whose value it does not accept. */
  dropped: string[];
};

/**
 * A section changed to another type (issue 19 item 4): every field the new type also has, and whose
 * value the new type's field accepts, is kept; the rest of the new section is the new type's example.
 * The result passes the new type's schema: a kept field that still makes it fail (a rule across fields)
 * is dropped too, and the example's value stays.
 */
export function changeSectionType(section: unknown, type: string): TypeChange {
  const definition = definitionOf(type);
  if (!definition) throw new Error(`"${type}" is not a section type`);
  const old = isRecord(section) ? section : {};
  const shape = shapeOf(definition);
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(old)) {
    if (key === 'type') continue;
    const field = shape[key];
    if (field?.safeParse(value).success) kept.push(key);
    else dropped.push(key);
  }
  const example = structuredClone(definition.example) as Record<string, unknown>;
  const merge = () => ({ ...example, ...Object.fromEntries(kept.map((key) => [key, structuredClone(old[key])])), type });
  let next = merge();
  for (let result = definition.schema.safeParse(next); !result.success; result = definition.schema.safeParse(next)) {
    const blamed = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((key) => kept.includes(key)));
    // A failure no kept field is blamed for is the example's own: the example is valid, so it cannot happen; keep nothing then.
    const drop = blamed.size > 0 ? blamed : new Set(kept);
    if (drop.size === 0) break;
    for (const key of drop) {
      kept.splice(kept.indexOf(key), 1);
      dropped.push(key);
    }
    next = merge();
  }
  return { section: next, kept, dropped };
}

export type PastedSection = { section: Record<string, unknown> } | { error: string };

/**
 * Text pasted as a section: JSON of one object whose `type` names a section type. Its id is made
 * unique among `takenIds` (the page's other sections). Whether it is valid where it lands is the
 * validator's answer (the server's /api/section/paste), not this function's.
 */
export function readPastedSection(text: string, takenIds: readonly string[]): PastedSection {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'The pasted text is not a section: it is not JSON. Copy a section with its "Copy as JSON" button and paste all of it.' };
  }
  if (!isRecord(value) || typeof value.type !== 'string')
    return { error: 'The pasted text is not a section: expected one JSON object with a "type", as "Copy as JSON" gives.' };
  if (!definitionOf(value.type))
    return {
      error: `The pasted text is not a section: "${value.type}" is not a section type (expected one of ${sectionDefinitions.map((definition) => definition.type).join(', ')}).`,
    };
  const section = { ...value };
  if (typeof section.id === 'string' && takenIds.includes(section.id)) {
    let number = 2;
    while (takenIds.includes(`${section.id}-${number}`)) number += 1;
    section.id = `${section.id}-${number}`;
  }
  return { section };
}
