import { z } from 'zod';
import type { BrowserBehaviour, IslandTrigger } from './define-section-type';
import { blogListSection } from './sections/blog-list';
import { blogPostSection } from './sections/blog-post';
import { cardGridSection } from './sections/card-grid';
import { comingSoonSection } from './sections/coming-soon';
import { contactDetailsSection } from './sections/contact-details';
import { contactFormSection } from './sections/contact-form';
import { ctaBandSection } from './sections/cta-band';
import { headerCarouselSection } from './sections/header-carousel';
import { heroSection } from './sections/hero';
import { legalTextSection } from './sections/legal-text';
import { linkListSection } from './sections/link-list';
import { logoGridSection } from './sections/logo-grid';
import { mapEmbedSection } from './sections/map-embed';
import { missionVisionValuesSection } from './sections/mission-vision-values';
import { notFoundSection } from './sections/not-found';
import { reachCarouselSection } from './sections/reach-carousel';
import { richTextSection } from './sections/rich-text';
import { searchResultsSection } from './sections/search-results';
import { statsSection } from './sections/stats';
import { stepsSection } from './sections/steps';
import { textWithImageSection } from './sections/text-with-image';
import { videoEmbedSection } from './sections/video-embed';

/**
 * Every section type, sorted by name: the one list the schema union, the examples (section-examples.ts),
 * the browser behaviours and the renderer registry (src/engine/section-registry.ts) derive from. A
 * definition added here without a renderer fails type-checking in the registry.
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

/** The section types that are islands (hydrated in the browser), and those that are server HTML only. */
export type IslandSectionType = { [T in SectionType]: SectionBrowser[T] extends { island: IslandTrigger } ? T : never }[SectionType];
export type StaticSectionType = Exclude<SectionType, IslandSectionType>;

/** The island trigger of a section type, or undefined for a static one. */
export function islandTriggerOf(type: string): IslandTrigger | undefined {
  const browser: BrowserBehaviour | undefined = (sectionBrowser as Record<string, BrowserBehaviour | undefined>)[type];
  return browser === undefined || browser === 'static' ? undefined : browser.island;
}
