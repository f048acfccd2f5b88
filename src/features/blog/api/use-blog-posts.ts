import useSWR from 'swr';
import { earlyImport } from '../../../api/early-import';
import { readOnceOptions } from '../../../api/swr-options';

// The endpoint's fetcher and its zod/mini response schema are not needed to hydrate the page, only
// to read the answer: they download beside the page's own code, not as part of it, and are ready by
// the time the first request goes out (docs/decisions/007-performance-budget.md).
const endpoint = earlyImport(() => import('./get-blog-posts'));

/** The posts of a category, or all posts; a new category is a new request. */
export function useBlogPosts(catId: string | undefined) {
  return useSWR(['blog-posts', catId ?? ''], ([, id]) => endpoint.then((api) => api.getBlogPosts(id || undefined)), readOnceOptions);
}
