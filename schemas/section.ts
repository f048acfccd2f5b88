import { z } from 'zod';
import { blogListSectionSchema } from './sections/blog-list';
import { blogPostSectionSchema } from './sections/blog-post';
import { cardGridSectionSchema } from './sections/card-grid';
import { comingSoonSectionSchema } from './sections/coming-soon';
import { contactFormSectionSchema } from './sections/contact-form';
import { ctaBandSectionSchema } from './sections/cta-band';
import { headerCarouselSectionSchema } from './sections/header-carousel';
import { heroSectionSchema } from './sections/hero';
import { legalTextSectionSchema } from './sections/legal-text';
import { linkListSectionSchema } from './sections/link-list';
import { logoGridSectionSchema } from './sections/logo-grid';
import { mapEmbedSectionSchema } from './sections/map-embed';
import { missionVisionValuesSectionSchema } from './sections/mission-vision-values';
import { notFoundSectionSchema } from './sections/not-found';
import { reachCarouselSectionSchema } from './sections/reach-carousel';
import { richTextSectionSchema } from './sections/rich-text';
import { statsSectionSchema } from './sections/stats';
import { stepsSectionSchema } from './sections/steps';
import { textWithImageSectionSchema } from './sections/text-with-image';
import { videoEmbedSectionSchema } from './sections/video-embed';

/** Every section type, keys sorted. Adding a type here without a renderer fails type-checking in src/engine/section-registry.ts. */
export const sectionSchemas = {
  'blog-list': blogListSectionSchema,
  'blog-post': blogPostSectionSchema,
  'card-grid': cardGridSectionSchema,
  'coming-soon': comingSoonSectionSchema,
  'contact-form': contactFormSectionSchema,
  'cta-band': ctaBandSectionSchema,
  'header-carousel': headerCarouselSectionSchema,
  hero: heroSectionSchema,
  'legal-text': legalTextSectionSchema,
  'link-list': linkListSectionSchema,
  'logo-grid': logoGridSectionSchema,
  'map-embed': mapEmbedSectionSchema,
  'mission-vision-values': missionVisionValuesSectionSchema,
  'not-found': notFoundSectionSchema,
  'reach-carousel': reachCarouselSectionSchema,
  'rich-text': richTextSectionSchema,
  stats: statsSectionSchema,
  steps: stepsSectionSchema,
  'text-with-image': textWithImageSectionSchema,
  'video-embed': videoEmbedSectionSchema,
} as const;

export const sectionSchema = z.discriminatedUnion('type', Object.values(sectionSchemas) as [
  (typeof sectionSchemas)[keyof typeof sectionSchemas],
  ...(typeof sectionSchemas)[keyof typeof sectionSchemas][],
]);

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOfType<T extends SectionType> = Extract<Section, { type: T }>;
export const sectionTypes = Object.keys(sectionSchemas) as SectionType[];
