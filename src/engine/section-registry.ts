import type { ComponentType } from 'react';
import type { SectionOfType, SectionType } from '../../schemas/section';

export type SectionComponentProps<T extends SectionType> = {
  section: SectionOfType<T>;
  /** Position on the page; the first section is above the fold and loads its media eagerly. */
  index: number;
};

/** What a section can read, before the page renders, to ask for its data: its content and the address's parameters. */
export type SectionDataContext<T extends SectionType> = { section: SectionOfType<T>; params: Readonly<Record<string, string | undefined>> };

export type SectionModule<T extends SectionType> = {
  default: ComponentType<SectionComponentProps<T>>;
  /**
   * Optional: starts the section's data requests in the browser while the page hydrates, instead of
   * after (the blog's sections). The component then finds them under way.
   */
  preloadData?: (context: SectionDataContext<T>) => void;
};

/** A mapped type over the section union: a section type with a schema and no renderer here fails type-checking. */
export type SectionRegistry = { [T in SectionType]: () => Promise<SectionModule<T>> };

/** Section type → renderer, keys sorted. Each renderer is its own chunk, loaded only by pages that use it. */
export const sectionRegistry: SectionRegistry = {
  'blog-list': () => import('../sections/blog-list/blog-list-section'),
  'blog-post': () => import('../sections/blog-post/blog-post-section'),
  'card-grid': () => import('../sections/card-grid/card-grid-section'),
  'coming-soon': () => import('../sections/coming-soon/coming-soon-section'),
  'contact-form': () => import('../sections/contact-form/contact-form-section'),
  'cta-band': () => import('../sections/cta-band/cta-band-section'),
  'header-carousel': () => import('../sections/header-carousel/header-carousel-section'),
  hero: () => import('../sections/hero/hero-section'),
  'legal-text': () => import('../sections/legal-text/legal-text-section'),
  'link-list': () => import('../sections/link-list/link-list-section'),
  'logo-grid': () => import('../sections/logo-grid/logo-grid-section'),
  'map-embed': () => import('../sections/map-embed/map-embed-section'),
  'mission-vision-values': () => import('../sections/mission-vision-values/mission-vision-values-section'),
  'not-found': () => import('../sections/not-found/not-found-section'),
  'reach-carousel': () => import('../sections/reach-carousel/reach-carousel-section'),
  'rich-text': () => import('../sections/rich-text/rich-text-section'),
  stats: () => import('../sections/stats/stats-section'),
  steps: () => import('../sections/steps/steps-section'),
  'text-with-image': () => import('../sections/text-with-image/text-with-image-section'),
  'video-embed': () => import('../sections/video-embed/video-embed-section'),
};
