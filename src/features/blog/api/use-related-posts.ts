import useSWR, { preload } from 'swr';
import { importWhenNeeded } from '../../../api/import-when-needed';
import { readOnceOptions } from '../../../api/swr-options';

// The endpoint's fetcher and its zod/mini response schema load with the first request, never with
// a page the server rendered with its data (src/api/import-when-needed.ts).
const endpoint = importWhenNeeded(() => import('./get-related-posts'));

/** The SWR key of this read, also used by the server's embedded data (embedded/blog-fallback.ts). */
export const relatedPostsKey = (id: string) => ['related-posts', id] as const;
const fetchRelated = ([, id]: ReturnType<typeof relatedPostsKey>) => endpoint().then((api) => api.getRelatedPosts(id));

/** The other posts of a post's category. */
export function useRelatedPosts(id: string | undefined) {
  return useSWR(id === undefined ? null : relatedPostsKey(id), fetchRelated, readOnceOptions);
}

/** Starts asking for a post's related posts before the page has rendered. */
export function preloadRelatedPosts(id: string): void {
  void preload(relatedPostsKey(id), fetchRelated).catch(() => undefined);
}
