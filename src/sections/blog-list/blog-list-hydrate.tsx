import { headingIdFor } from '../../components/heading-id';
import { hydrateIslandRoot } from '../../engine/islands/hydrate-island-root';
import type { IslandProps } from '../../engine/islands/island-module';
import { matchRoutePattern } from '../../engine/route-pattern';
import { BlogList } from '../../features/blog/components/blog-list/blog-list';
import { categoryOf, preloadData } from './blog-list-data';

/**
 * The list of a page built without its data (the legacy preset, or a page served as built): the
 * posts are fetched in the browser with SWR, the requests starting before hydration. Only the list
 * is a React root (the section's frame stays server HTML): React, SWR and the list, no MUI or Emotion.
 * Loaded by blog-list.island.ts only for such a page.
 */
export function hydrateBlogList(element: HTMLElement, { section, page }: IslandProps<'blog-list'>): Promise<void> {
  const params = matchRoutePattern(page.pagePath, window.location.pathname) ?? {};
  preloadData({ section, params });
  return hydrateIslandRoot(element, <BlogList catId={categoryOf(section, params)} fallbackHeading={section.heading} headingId={headingIdFor(section.id)} />);
}
