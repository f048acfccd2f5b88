import { hydrateIslandRoot } from '../../engine/islands/hydrate-island-root';
import type { IslandProps } from '../../engine/islands/island-module';
import { matchRoutePattern } from '../../engine/route-pattern';
import { BlogPostView } from '../../features/blog/components/blog-post/blog-post-view';
import { postIdOf, preloadData } from './blog-post-data';

/**
 * The post of a page built without its data (the legacy preset, or a page served as built): the post
 * and its related posts are fetched in the browser with SWR, the requests starting before hydration.
 * Only the post is a React root (the section's frame stays server HTML): React, SWR and the post's
 * code, no MUI or Emotion. Loaded by blog-post.island.ts only for such a page.
 */
export function hydrateBlogPost(element: HTMLElement, { section, page }: IslandProps<'blog-post'>): Promise<void> {
  const params = matchRoutePattern(page.pagePath, window.location.pathname) ?? {};
  preloadData({ section, params });
  return hydrateIslandRoot(element, <BlogPostView postId={postIdOf(section, params)} home={section.home} blogList={section.blogList} />);
}
