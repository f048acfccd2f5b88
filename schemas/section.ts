import { z } from 'zod';
import { blogListSection } from '../src/sections/blog-list/definition';
import { blogPostSection } from '../src/sections/blog-post/definition';
import { cardGridSection } from '../src/sections/card-grid/definition';
import { comingSoonSection } from '../src/sections/coming-soon/definition';
import { contactDetailsSection } from '../src/sections/contact-details/definition';
import { contactFormSection } from '../src/sections/contact-form/definition';
import { ctaBandSection } from '../src/sections/cta-band/definition';
import { headerCarouselSection } from '../src/sections/header-carousel/definition';
import { heroSection } from '../src/sections/hero/definition';
import { legalTextSection } from '../src/sections/legal-text/definition';
import { linkListSection } from '../src/sections/link-list/definition';
import { logoGridSection } from '../src/sections/logo-grid/definition';
import { mapEmbedSection } from '../src/sections/map-embed/definition';
import { missionVisionValuesSection } from '../src/sections/mission-vision-values/definition';
import { notFoundSection } from '../src/sections/not-found/definition';
import { reachCarouselSection } from '../src/sections/reach-carousel/definition';
import { richTextSection } from '../src/sections/rich-text/definition';
import { searchResultsSection } from '../src/sections/search-results/definition';
import { statsSection } from '../src/sections/stats/definition';
import { stepsSection } from '../src/sections/steps/definition';
import { textWithImageSection } from '../src/sections/text-with-image/definition';
import { videoEmbedSection } from '../src/sections/video-embed/definition';
import type { CollectionEntry, CollectionReference } from './collection';
import type { Breadcrumb } from './common';
import type { BrowserBehaviour, ImageUse, IslandTrigger, ServerDataKind } from './define-section-type';

/**
 * Every section type, sorted by name: the one list the schema union, the examples (section-examples.ts),
 * the browser behaviours, the collection resolvers and the registries (src/engine/section-registry.ts,
 * src/engine/islands/island-clients.ts) derive from. Each definition lives in its type's folder,
 * src/sections/<type>/definition.ts (docs/decisions/024-section-type-folders.md). A definition added
 * here without a renderer, or an island without its client module, fails type-checking in the registries.
 */
export const sectionDefinitions = [
  blogListSection,
  blogPostSection,
  cardGridSection,
  comingSoonSection,
  contactDetailsSection,
  contactFormSection,
  ctaBandSection,
  headerCarouselSection,
  heroSection,
  legalTextSection,
  linkListSection,
  logoGridSection,
  mapEmbedSection,
  missionVisionValuesSection,
  notFoundSection,
  reachCarouselSection,
  richTextSection,
  searchResultsSection,
  statsSection,
  stepsSection,
  textWithImageSection,
  videoEmbedSection,
] as const;

type Definition = (typeof sectionDefinitions)[number];
type DefinitionOf<T extends Definition['type']> = Extract<Definition, { type: T }>;

export type SectionSchemas = { [T in Definition['type']]: DefinitionOf<T>['schema'] };

/** Section type → schema. */
export const sectionSchemas = Object.fromEntries(sectionDefinitions.map((definition) => [definition.type, definition.schema])) as SectionSchemas; // Cast: built from the same list the type maps.

type AnySectionSchema = Definition['schema'];

// Cast: the list is a non-empty literal, so its schemas are too.
export const sectionSchema = z.discriminatedUnion(
  'type',
  sectionDefinitions.map((definition) => definition.schema) as [AnySectionSchema, ...AnySectionSchema[]],
);

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOfType<T extends SectionType> = Extract<Section, { type: T }>;
export const sectionTypes: SectionType[] = sectionDefinitions.map((definition) => definition.type);

/** How each section type behaves in the browser, as its definition declares it. */
export type SectionBrowser = { [T in SectionType]: DefinitionOf<T>['browser'] };
export const sectionBrowser = Object.fromEntries(sectionDefinitions.map((definition) => [definition.type, definition.browser])) as SectionBrowser; // Cast: built from the same list the type maps.

/** The section types that are islands (hydrated in the browser). */
export type IslandSectionType = { [T in SectionType]: SectionBrowser[T] extends { island: IslandTrigger } ? T : never }[SectionType];

/** The island trigger of a section type, or undefined for a static one. */
export function islandTriggerOf(type: string): IslandTrigger | undefined {
  const browser: BrowserBehaviour | undefined = (sectionBrowser as Record<string, BrowserBehaviour | undefined>)[type];
  return browser === undefined || browser === 'static' ? undefined : browser.island;
}

/** The kind of page data the reference server renders a section type's island with, if any (its definition's `browser.serverData`). */
export function serverDataOf(type: string): ServerDataKind | undefined {
  const browser: BrowserBehaviour | undefined = (sectionBrowser as Record<string, BrowserBehaviour | undefined>)[type];
  return browser === undefined || browser === 'static' ? undefined : browser.serverData;
}

/** The section types that can take the entries of a shared list (`from`), and their sections. */
type FromSectionType = { [T in SectionType]: 'from' extends keyof SectionOfType<T> ? T : never }[SectionType];
export type SectionWithFrom = SectionOfType<FromSectionType>;
export const fromSectionTypes: SectionType[] = sectionDefinitions.flatMap((definition) => (definition.resolveFrom === undefined ? [] : [definition.type]));

/** A section without its `from`, as the browser receives it. */
type WithoutFrom<S> = S extends unknown ? Omit<S, 'from'> : never;

type AnyResolver = (section: WithoutFrom<SectionWithFrom>, entries: readonly CollectionEntry[], reference: CollectionReference) => WithoutFrom<SectionWithFrom>;

// Cast: each resolver is stored under its own definition's type and is only ever called with a section of that type (resolveFrom below).
const collectionResolvers = new Map(
  sectionDefinitions.flatMap((definition) => (definition.resolveFrom === undefined ? [] : [[definition.type, definition.resolveFrom as AnyResolver] as const])),
);

/** The section with the entries of its `from` added to its own list, by its type's `resolveFrom`, and `from` dropped. */
export function resolveFrom(section: SectionWithFrom, entries: readonly CollectionEntry[]): WithoutFrom<SectionWithFrom> {
  const { from: reference, ...rest } = section;
  const resolve = collectionResolvers.get(section.type);
  if (reference === undefined) return rest;
  if (resolve === undefined) throw new Error(`The section type "${section.type}" takes "from" but has no resolveFrom`);
  return resolve(rest, entries, reference);
}

const imageUses = new Map(sectionDefinitions.flatMap((definition) => (definition.images === undefined ? [] : [[definition.type, definition.images] as const])));

/** The use of an image by its place: the type of the section it is in (its definition's `images`) and the key it is under. */
export function imageUseAt(sectionType: string | undefined, key: string): ImageUse {
  const images = sectionType === undefined ? undefined : imageUses.get(sectionType as SectionType);
  if (images === undefined) return key === 'logo' ? 'logo' : 'content';
  return images.byKey?.[key] ?? images.use;
}

// Cast: each function is stored under its own definition's type and only called with a section of that type (breadcrumbOf below).
const breadcrumbs = new Map(
  sectionDefinitions.flatMap((definition) =>
    definition.breadcrumb === undefined ? [] : [[definition.type, definition.breadcrumb as (section: Section) => Breadcrumb | undefined] as const],
  ),
);

/** The breadcrumb a section shows its page under, by its type's definition; undefined for a type that shows none. */
export function breadcrumbOf(section: Section): Breadcrumb | undefined {
  return breadcrumbs.get(section.type)?.(section);
}
