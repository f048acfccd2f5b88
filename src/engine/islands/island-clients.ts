import type { IslandSectionType } from '../../../schemas/section';
import type { IslandClient } from '../section-registry';

/**
 * The client module of every island section type, and of nothing else: a mapped type over the types
 * whose definition (src/sections/<type>/definition.ts) declares an island, so a static type given a
 * key here, or an island type left out, fails type-checking. The browser's loader imports only this
 * map, never the renderers' (src/engine/section-registry.ts) nor the definitions (zod stays out of the
 * browser): that is why it is a map of its own, one line per island type.
 */
export const islandClients: { [T in IslandSectionType]: IslandClient<T> } = {
  'blog-list': () => import('../../sections/blog-list/blog-list.island'),
  'blog-post': () => import('../../sections/blog-post/blog-post.island'),
  'contact-form': () => import('../../sections/contact-form/contact-form.island'),
  'header-carousel': () => import('../../sections/header-carousel/header-carousel.island'),
  'reach-carousel': () => import('../../sections/reach-carousel/reach-carousel.island'),
};

/** The client module of a section type if it is an island; undefined for a static or unknown type (a forged element). */
export function islandClientOf(type: string): IslandClient<IslandSectionType> | undefined {
  if (!Object.hasOwn(islandClients, type)) return undefined;
  // Cast: `type` is one of the map's own keys, checked just above.
  return islandClients[type as IslandSectionType] as IslandClient<IslandSectionType>;
}
