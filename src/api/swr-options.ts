import type { SWRConfiguration } from 'swr';

/**
 * How the blog's reads behave: fetched once per address and kept, no refetch when the tab regains
 * focus, and no automatic retries (a failed read shows its error state; reloading tries again).
 */
export const readOnceOptions = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const satisfies SWRConfiguration;
