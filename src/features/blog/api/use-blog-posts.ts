import useSWR, { preload } from 'swr';
import { importWhenNeeded } from '../../../api/import-when-needed';
import { readOnceOptions } from '../../../api/swr-options';

// The endpoint's fetcher and its zod/mini response schema load with the first request, never with
// a page the server rendered with its data (src/api/import-when-needed.ts).
const endpoint = importWhenNeeded(() => import('./get-blog-posts'));

/** The SWR key of this read, also used by the server's embedded data (embedded/blog-fallback.ts). */
export const blogPostsKey = (catId: string | undefined) => ['blog-posts', catId ?? ''] as const;
const fetchPosts = ([, catId]: ReturnType<typeof blogPostsKey>) => endpoint().then((api) => api.getBlogPosts(catId || undefined));

/** The posts of a category, or all posts; a new category is a new request. */
export function useBlogPosts(catId: string | undefined) {
  return useSWR(blogPostsKey(catId), fetchPosts, readOnceOptions);
}

/** Starts asking for the posts before the page has rendered; useBlogPosts then finds the request under way. */
export function preloadBlogPosts(catId: string | undefined): void {
  void preload(blogPostsKey(catId), fetchPosts).catch(() => undefined);
}
