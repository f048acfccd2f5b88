import useSWR, { preload } from 'swr';
import { importWhenNeeded } from '../../../api/import-when-needed';
import { readOnceOptions } from '../../../api/swr-options';

// The endpoint's fetcher and its zod/mini response schema load with the first request, never with
// a page the server rendered with its data (src/api/import-when-needed.ts).
const endpoint = importWhenNeeded(() => import('./get-blog-post'));

/** The SWR key of this read, also used by the server's embedded data (embedded/blog-fallback.ts). */
export const blogPostKey = (id: string) => ['blog-post', id] as const;
const fetchPost = ([, id]: ReturnType<typeof blogPostKey>) => endpoint().then((api) => api.getBlogPost(id));

/** One post, or none with the server's explanation. */
export function useBlogPost(id: string | undefined) {
  return useSWR(id === undefined ? null : blogPostKey(id), fetchPost, readOnceOptions);
}

/** Starts asking for a post before the page has rendered; useBlogPost then finds the request under way. */
export function preloadBlogPost(id: string): void {
  void preload(blogPostKey(id), fetchPost).catch(() => undefined);
}
