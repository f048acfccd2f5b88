import type { z } from 'zod';
import type { CollectionEntry, CollectionReference } from './collection';
import type { Breadcrumb } from './common';

/** When an island's code loads: at once, when the browser is idle, or when the section nears the window. */
export type IslandTrigger = 'load' | 'idle' | 'visible';

/**
 * The page data the reference server renders an island with at request time
 * (server/blog/blog-page-render.ts): a blog list page's (`'list'`) or a post page's (`'post'`).
 */
export type ServerDataKind = 'list' | 'post';

/**
 * How a section type behaves in the browser (docs/decisions/009-islands.md): `'static'` is server HTML
 * only, never hydrated, with no JavaScript shipped for it; an island is hydrated, by itself, when its
 * trigger fires. An island that names `serverData` is rendered by the reference server, at request
 * time, with that page data (decision 019); its client module gets the data block's `data`.
 */
export type BrowserBehaviour = 'static' | { island: IslandTrigger; serverData?: ServerDataKind };

/**
 * How a section type takes in the entries of a shared list its `from` names (src/engine/build/resolve-collections.ts):
 * the section without `from`, with the entries added to its own list.
 */
type CollectionResolver<Section> = (
  section: Omit<Section, 'from'>,
  entries: readonly CollectionEntry[],
  reference: CollectionReference,
) => Omit<Section, 'from'>;

/** A type whose sections can have `from` must say how it takes the entries in; any other type cannot. */
type FromHook<Section> = 'from' extends keyof Section ? { resolveFrom: CollectionResolver<Section> } : { resolveFrom?: never };

/**
 * Where a content image is shown (src/engine/images/image-uses.ts): the place decides the widths the
 * build makes of it and the `sizes` the browser picks one with.
 */
export type ImageUse = 'hero' | 'illustration' | 'card' | 'text' | 'badge' | 'logo' | 'content';

/** A section type: its name, schema and example, how it behaves in the browser, and its build hooks. */
export type SectionTypeDefinition<Type extends string, Schema extends z.ZodType, Browser extends BrowserBehaviour> = {
  type: Type;
  schema: Schema;
  example: z.input<Schema>;
  browser: Browser;
  /**
   * How the section's images are shown: `use` for its images, `byKey` for those under a given key
   * (a hero's `illustration`). Without it: an image under `logo` is a logo, any other is content.
   */
  images?: { use: ImageUse; byKey?: Readonly<Record<string, ImageUse>> };
  /** The breadcrumb the section shows the page under, if any (the page's BreadcrumbList, src/common/structured-data.ts). */
  breadcrumb?: (section: z.output<Schema>) => Breadcrumb | undefined;
} & FromHook<z.output<Schema>>;

/**
 * The one definition of a section type (src/sections/<type>/definition.ts, zod and schemas/ only), from
 * which the schema union (schemas/section.ts), the examples, the browser behaviours, the collection
 * resolvers and the registries derive (docs/decisions/024-section-type-folders.md). `browser` is
 * required: a section type that does not say how it behaves in the browser does not type-check, nor
 * does one whose sections take `from` without a `resolveFrom`.
 */
export function defineSectionType<const Type extends string, Schema extends z.ZodType<{ type: Type }>, const Browser extends BrowserBehaviour>(
  definition: SectionTypeDefinition<Type, Schema, Browser>,
): SectionTypeDefinition<Type, Schema, Browser> {
  return definition;
}
