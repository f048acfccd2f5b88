import useSWR, { preload } from 'swr';
import { importWhenNeeded } from '../../../api/import-when-needed';
import { readOnceOptions } from '../../../api/swr-options';

// The endpoint's fetcher and its zod/mini response schema load with the first request, never with
// a page the server rendered with its data (src/api/import-when-needed.ts).
const endpoint = importWhenNeeded(() => import('./get-category'));

/** The SWR key of this read, also used by the server's embedded data (embedded/blog-fallback.ts). */
export const categoryKey = (catId: string) => ['category', catId] as const;
const fetchCategory = ([, catId]: ReturnType<typeof categoryKey>) => endpoint().then((api) => api.getCategory(catId));

/** One category's title, for the heading of its blog list; nothing to ask without a category. */
export function useCategory(catId: string | undefined) {
  return useSWR(catId === undefined ? null : categoryKey(catId), fetchCategory, readOnceOptions);
}

/** Starts asking for a category's title before the page has rendered. */
export function preloadCategory(catId: string): void {
  void preload(categoryKey(catId), fetchCategory).catch(() => undefined);
}
