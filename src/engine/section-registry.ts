import type { ComponentType } from 'react';
import type { IslandSectionType, SectionOfType, SectionType } from '../../schemas/section';
import { islandClients } from './islands/island-clients';
import type { IslandModule } from './islands/island-module';

export type SectionComponentProps<T extends SectionType> = {
  section: SectionOfType<T>;
  /** Position on the page; the first section is above the fold and loads its media eagerly. */
  index: number;
};

export type SectionModule<T extends SectionType> = { default: ComponentType<SectionComponentProps<T>> };

/** An island's client module, `src/sections/<type>/<type>.island.ts(x)` (docs/decisions/009-islands.md §4). */
export type IslandClient<T extends SectionType> = () => Promise<{ default: IslandModule<T> }>;

/**
 * A section type's registration: its server renderer, and for an island type (as its definition in
 * schemas/sections/ declares) its client module. A static type cannot be given client code: `client`
 * is `never` for it, so the type checker refuses one.
 */
export type SectionRegistration<T extends SectionType> = T extends IslandSectionType
  ? { render: () => Promise<SectionModule<T>>; client: IslandClient<T> }
  : { render: () => Promise<SectionModule<T>>; client?: never };

/** A mapped type over the section union: a section type with a definition and no renderer here fails type-checking. */
export type SectionRegistry = { [T in SectionType]: SectionRegistration<T> };

/**
 * Section type → renderer (run on the server, and by an island's client module) and, for islands, the
 * client module the browser's loader imports (src/engine/islands/island-clients.ts). Keys sorted.
 */
export const sectionRegistry: SectionRegistry = {
  'blog-list': { render: () => import('../sections/blog-list/blog-list-section'), client: islandClients['blog-list'] },
  'blog-post': { render: () => import('../sections/blog-post/blog-post-section'), client: islandClients['blog-post'] },
  'card-grid': { render: () => import('../sections/card-grid/card-grid-section') },
  'coming-soon': { render: () => import('../sections/coming-soon/coming-soon-section') },
  'contact-details': { render: () => import('../sections/contact-details/contact-details-section') },
  'contact-form': { render: () => import('../sections/contact-form/contact-form-section'), client: islandClients['contact-form'] },
  'cta-band': { render: () => import('../sections/cta-band/cta-band-section') },
  'header-carousel': { render: () => import('../sections/header-carousel/header-carousel-section'), client: islandClients['header-carousel'] },
  hero: { render: () => import('../sections/hero/hero-section') },
  'legal-text': { render: () => import('../sections/legal-text/legal-text-section') },
  'link-list': { render: () => import('../sections/link-list/link-list-section') },
  'logo-grid': { render: () => import('../sections/logo-grid/logo-grid-section') },
  'map-embed': { render: () => import('../sections/map-embed/map-embed-section') },
  'mission-vision-values': { render: () => import('../sections/mission-vision-values/mission-vision-values-section') },
  'not-found': { render: () => import('../sections/not-found/not-found-section') },
  'reach-carousel': { render: () => import('../sections/reach-carousel/reach-carousel-section'), client: islandClients['reach-carousel'] },
  'rich-text': { render: () => import('../sections/rich-text/rich-text-section') },
  'search-results': { render: () => import('../sections/search-results/search-results-section') },
  stats: { render: () => import('../sections/stats/stats-section') },
  steps: { render: () => import('../sections/steps/steps-section') },
  'text-with-image': { render: () => import('../sections/text-with-image/text-with-image-section') },
  'video-embed': { render: () => import('../sections/video-embed/video-embed-section') },
};

/** The renderers of the given section types, loaded. */
export async function loadRenderers(types: Iterable<SectionType>): Promise<Map<SectionType, ComponentType<SectionComponentProps<SectionType>>>> {
  const unique = [...new Set(types)];
  const modules = await Promise.all(
    // Cast: the registry's mapped type guarantees that the module stored under a type renders sections of that type.
    unique.map(async (type) => [type, ((await sectionRegistry[type].render()) as SectionModule<SectionType>).default] as const),
  );
  return new Map(modules);
}
