import useSWR from 'swr';
import { earlyImport } from '../../../api/early-import';
import { readOnceOptions } from '../../../api/swr-options';

// The endpoint's fetcher and its zod/mini response schema are not needed to hydrate the page, only
// to read the answer: they download beside the page's own code, not as part of it, and are ready by
// the time the first request goes out (docs/decisions/007-performance-budget.md).
const endpoint = earlyImport(() => import('./get-blog-post'));

/** One post, or none with the server's explanation. */
export function useBlogPost(id: string | undefined) {
  return useSWR(id === undefined ? null : ['blog-post', id], ([, postId]) => endpoint.then((api) => api.getBlogPost(postId)), readOnceOptions);
}
