import type { ComponentType } from 'react';
import type { SectionOfType, SectionType } from '../../schemas/section';
import type { IslandModule } from './islands/island-module';

export type SectionComponentProps<T extends SectionType> = {
  section: SectionOfType<T>;
  /** Position on the page; the first section is above the fold and loads its media eagerly. */
  index: number;
};

type SectionModule<T extends SectionType> = { default: ComponentType<SectionComponentProps<T>> };

/** An island's client module, `src/sections/<type>/<type>.island.ts(x)` (docs/decisions/009-islands.md §4). */
export type IslandClient<T extends SectionType> = () => Promise<{ default: IslandModule<T> }>;

/** A mapped type over the section union: a section type with a definition and no renderer here, or a key that is no section type, fails type-checking. */
export type SectionRegistry = { [T in SectionType]: { render: () => Promise<SectionModule<T>> } };

/**
 * Section type → renderer (`src/sections/<type>/<type>-section.tsx`, run on the server, and by an
 * island's client module), one line per type, keys sorted. The islands' client modules are in their
 * own map, src/engine/islands/island-clients.ts, which the browser's loader imports without the
 * renderers; everything else a type brings (schema, example, browser behaviour, collection resolver,
 * server data) derives from its definition (docs/decisions/024-section-type-folders.md).
 */
export const sectionRegistry: SectionRegistry = {
  'blog-list': { render: () => import('../sections/blog-list/blog-list-section') },
  'blog-post': { render: () => import('../sections/blog-post/blog-post-section') },
  'card-grid': { render: () => import('../sections/card-grid/card-grid-section') },
  'coming-soon': { render: () => import('../sections/coming-soon/coming-soon-section') },
  'contact-details': { render: () => import('../sections/contact-details/contact-details-section') },
  'contact-form': { render: () => import('../sections/contact-form/contact-form-section') },
  'cta-band': { render: () => import('../sections/cta-band/cta-band-section') },
  'header-carousel': { render: () => import('../sections/header-carousel/header-carousel-section') },
  hero: { render: () => import('../sections/hero/hero-section') },
  'legal-text': { render: () => import('../sections/legal-text/legal-text-section') },
  'link-list': { render: () => import('../sections/link-list/link-list-section') },
  'logo-grid': { render: () => import('../sections/logo-grid/logo-grid-section') },
  'map-embed': { render: () => import('../sections/map-embed/map-embed-section') },
  'mission-vision-values': { render: () => import('../sections/mission-vision-values/mission-vision-values-section') },
  'not-found': { render: () => import('../sections/not-found/not-found-section') },
  'reach-carousel': { render: () => import('../sections/reach-carousel/reach-carousel-section') },
  'rich-text': { render: () => import('../sections/rich-text/rich-text-section') },
  'search-results': { render: () => import('../sections/search-results/search-results-section') },
  stats: { render: () => import('../sections/stats/stats-section') },
  steps: { render: () => import('../sections/steps/steps-section') },
  'text-with-image': { render: () => import('../sections/text-with-image/text-with-image-section') },
  'video-embed': { render: () => import('../sections/video-embed/video-embed-section') },
};

/**
 * The renderer modules the built render entry has imported, by type. A module is the same object at
 * its second `import()`, but the call is not free where the entry runs under a loader's hooks (the
 * build's render workers run TypeScript through tsx, whose hooks answer each `import()` from another
 * thread): about 1.5 ms of CPU a page. Only in Vite's production mode (the built entry): under Vite's
 * development server and the editor's preview an edited section's module is imported again.
 */
const importedRenderers = new Map<SectionType, Promise<SectionModule<SectionType>>>();

function importRenderer(type: SectionType): Promise<SectionModule<SectionType>> {
  // Cast: the registry's mapped type guarantees that the module stored under a type renders sections of that type.
  const load = () => sectionRegistry[type].render() as Promise<SectionModule<SectionType>>;
  const { MODE: viteMode } = import.meta.env;
  if (viteMode !== 'production') return load();
  let module = importedRenderers.get(type);
  if (module === undefined) {
    module = load();
    // A failed import is not kept: the next page tries again, as it did before.
    module.catch(() => importedRenderers.delete(type));
    importedRenderers.set(type, module);
  }
  return module;
}

/** The renderers of the given section types, loaded. */
export async function loadRenderers(types: Iterable<SectionType>): Promise<Map<SectionType, ComponentType<SectionComponentProps<SectionType>>>> {
  const unique = [...new Set(types)];
  const modules = await Promise.all(unique.map(async (type) => [type, (await importRenderer(type)).default] as const));
  return new Map(modules);
}
