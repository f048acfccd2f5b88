import type { SectionOfType } from '../../../schemas/section';
import { preloadBlogPost } from '../../features/blog/api/use-blog-post';
import { preloadRelatedPosts } from '../../features/blog/api/use-related-posts';

type Params = Readonly<Record<string, string | undefined>>;

/** The post named by the page's ":id" segment; undefined when the address has none. */
export function postIdOf(section: SectionOfType<'blog-post'>, params: Params): string | undefined {
  return params[section.idParam] || undefined;
}

/** Starts the post's and its related posts' requests before the island hydrates. */
export function preloadData({ section, params }: { section: SectionOfType<'blog-post'>; params: Params }): void {
  const postId = postIdOf(section, params);
  if (postId === undefined) return;
  preloadBlogPost(postId);
  preloadRelatedPosts(postId);
}
