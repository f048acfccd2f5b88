import type { z } from 'zod';
import type { sectionSchemas } from './section';
import { blogListExample } from './sections/blog-list';
import { blogPostExample } from './sections/blog-post';
import { cardGridExample } from './sections/card-grid';
import { comingSoonExample } from './sections/coming-soon';
import { contactFormExample } from './sections/contact-form';
import { ctaBandExample } from './sections/cta-band';
import { headerCarouselExample } from './sections/header-carousel';
import { heroExample } from './sections/hero';
import { legalTextExample } from './sections/legal-text';
import { linkListExample } from './sections/link-list';
import { logoGridExample } from './sections/logo-grid';
import { mapEmbedExample } from './sections/map-embed';
import { missionVisionValuesExample } from './sections/mission-vision-values';
import { notFoundExample } from './sections/not-found';
import { reachCarouselExample } from './sections/reach-carousel';
import { richTextExample } from './sections/rich-text';
import { statsExample } from './sections/stats';
import { stepsExample } from './sections/steps';
import { textWithImageExample } from './sections/text-with-image';
import { videoEmbedExample } from './sections/video-embed';

type Examples = { [T in keyof typeof sectionSchemas]: z.input<(typeof sectionSchemas)[T]> };

/** One valid example per section type: used by the registry-wide render test and the content guide. */
export const sectionExamples: Examples = {
  'blog-list': blogListExample,
  'blog-post': blogPostExample,
  'card-grid': cardGridExample,
  'coming-soon': comingSoonExample,
  'contact-form': contactFormExample,
  'cta-band': ctaBandExample,
  'header-carousel': headerCarouselExample,
  hero: heroExample,
  'legal-text': legalTextExample,
  'link-list': linkListExample,
  'logo-grid': logoGridExample,
  'map-embed': mapEmbedExample,
  'mission-vision-values': missionVisionValuesExample,
  'not-found': notFoundExample,
  'reach-carousel': reachCarouselExample,
  'rich-text': richTextExample,
  stats: statsExample,
  steps: stepsExample,
  'text-with-image': textWithImageExample,
  'video-embed': videoEmbedExample,
};
