import type { SectionOfType } from '../../../schemas/section';
import { preloadBlogPosts } from '../../features/blog/api/use-blog-posts';
import { preloadCategory } from '../../features/blog/api/use-category';

type Params = Readonly<Record<string, string | undefined>>;

/** The category named by the page's ":param" (undefined lists every post). */
export function categoryOf(section: SectionOfType<'blog-list'>, params: Params): string | undefined {
  return section.categoryParam === undefined ? undefined : params[section.categoryParam] || undefined;
}

/** Starts the list's requests (and its category's title) before the island hydrates. */
export function preloadData({ section, params }: { section: SectionOfType<'blog-list'>; params: Params }): void {
  const catId = categoryOf(section, params);
  preloadBlogPosts(catId);
  if (catId !== undefined) preloadCategory(catId);
}
