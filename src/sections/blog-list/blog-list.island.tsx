import { headingIdFor } from '../../components/heading-id';
import { hydrateIslandRoot } from '../../engine/islands/hydrate-island-root';
import type { IslandModule, IslandProps } from '../../engine/islands/island-module';
import type { IslandPageContext } from '../../engine/islands/page-context';
import { asEmbeddedBlogData, EmbeddedBlogDataProvider } from '../../features/blog/embedded/embedded-blog-data';
import { matchRoutePattern } from '../../engine/route-pattern';
import { BlogList } from '../../features/blog/components/blog-list/blog-list';
import { categoryOf, preloadData } from './blog-list-data';

/**
 * The blog list fetches its posts in the browser with SWR; the requests start before hydration. Only
 * the list is a React root (the section's frame stays server HTML), so the island ships React, SWR and
 * the list, no MUI or Emotion (decision 009's budget for a blog page).
 */
const island: IslandModule<'blog-list'> = {
  mount(element, props) {
    const { section, page, data } = props as IslandProps<'blog-list'> & { page?: IslandPageContext; data?: unknown };
    const embedded = asEmbeddedBlogData(data);
    const params = matchRoutePattern(page?.pagePath ?? window.location.pathname, window.location.pathname) ?? {};
    // With the server's data in the page there is nothing to ask for.
    if (embedded === undefined) preloadData({ section, params });
    return hydrateIslandRoot(
      element,
      <EmbeddedBlogDataProvider data={embedded}>
        <BlogList catId={categoryOf(section, params)} fallbackHeading={section.heading} headingId={headingIdFor(section.id)} />
      </EmbeddedBlogDataProvider>,
    );
  },
};

export default island;
