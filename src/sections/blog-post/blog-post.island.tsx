import { hydrateIslandRoot } from '../../engine/islands/hydrate-island-root';
import type { IslandModule, IslandProps } from '../../engine/islands/island-module';
import type { IslandPageContext } from '../../engine/islands/page-context';
import { asEmbeddedBlogData, EmbeddedBlogDataProvider } from '../../features/blog/embedded/embedded-blog-data';
import { matchRoutePattern } from '../../engine/route-pattern';
import { BlogPostView } from '../../features/blog/components/blog-post/blog-post-view';
import { postIdOf, preloadData } from './blog-post-data';

/**
 * The post and its related posts are fetched in the browser with SWR; the requests start before
 * hydration. Only the post is a React root (the section's frame stays server HTML), so the island
 * ships React, SWR and the post's code, no MUI or Emotion (decision 009's budget for a blog page).
 */
const island: IslandModule<'blog-post'> = {
  mount(element, props) {
    const { section, page, data } = props as IslandProps<'blog-post'> & { page?: IslandPageContext; data?: unknown };
    const embedded = asEmbeddedBlogData(data);
    const params = matchRoutePattern(page?.pagePath ?? window.location.pathname, window.location.pathname) ?? {};
    // With the server's data in the page there is nothing to ask for.
    if (embedded === undefined) preloadData({ section, params });
    return hydrateIslandRoot(
      element,
      <EmbeddedBlogDataProvider data={embedded}>
        <BlogPostView postId={postIdOf(section, params)} home={section.home} blogList={section.blogList} />
      </EmbeddedBlogDataProvider>,
    );
  },
};

export default island;
