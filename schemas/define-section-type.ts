import type { z } from 'zod';

/** When an island's code loads: at once, when the browser is idle, or when the section nears the window. */
export type IslandTrigger = 'load' | 'idle' | 'visible';

/**
 * How a section type behaves in the browser (docs/decisions/009-islands.md): `'static'` is server HTML
 * only, never hydrated, with no JavaScript shipped for it; an island is hydrated, by itself, when its
 * trigger fires.
 */
export type BrowserBehaviour = 'static' | { island: IslandTrigger };

/** A section type: its name, schema and example, and how it behaves in the browser. */
export type SectionTypeDefinition<Type extends string, Schema extends z.ZodType, Browser extends BrowserBehaviour> = {
  type: Type;
  schema: Schema;
  example: z.input<Schema>;
  browser: Browser;
};

/**
 * The one definition of a section type, from which the schema union (schemas/section.ts), the examples
 * and the renderer registry (src/engine/section-registry.ts) derive. `browser` is required: a section
 * type that does not say how it behaves in the browser does not type-check.
 */
export function defineSectionType<const Type extends string, Schema extends z.ZodType<{ type: Type }>, const Browser extends BrowserBehaviour>(
  definition: SectionTypeDefinition<Type, Schema, Browser>,
): SectionTypeDefinition<Type, Schema, Browser> {
  return definition;
}
