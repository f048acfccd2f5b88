import useSWR from 'swr';
import { earlyImport } from '../../../api/early-import';
import { readOnceOptions } from '../../../api/swr-options';

// The endpoint's fetcher and its zod/mini response schema are not needed to hydrate the page, only
// to read the answer: they download beside the page's own code, not as part of it, and are ready by
// the time the first request goes out (docs/decisions/007-performance-budget.md).
const endpoint = earlyImport(() => import('./get-related-posts'));

/** The other posts of a post's category. */
export function useRelatedPosts(id: string | undefined) {
  return useSWR(id === undefined ? null : ['related-posts', id], ([, postId]) => endpoint.then((api) => api.getRelatedPosts(postId)), readOnceOptions);
}
