import { createContext, type ReactNode, useContext } from 'react';
import { SWRConfig } from 'swr';
import type { EmbeddedBlogData } from './embedded-blog-data-shape';

export { asEmbeddedBlogData, type EmbeddedBlogData } from './embedded-blog-data-shape';

/** Undefined when the page was built without data (the static build, the legacy preset): the island fetches. */
const EmbeddedBlogDataContext = createContext<EmbeddedBlogData | undefined>(undefined);

export function useEmbeddedBlogData(): EmbeddedBlogData | undefined {
  return useContext(EmbeddedBlogDataContext);
}

/**
 * Around the blog list or post, on the server and in the browser alike: with data, SWR starts from
 * it (no request, no spinner); without, the hooks fetch as before.
 */
export function EmbeddedBlogDataProvider({ data, children }: { data: EmbeddedBlogData | undefined; children: ReactNode }) {
  if (data === undefined) return children;
  return (
    <EmbeddedBlogDataContext.Provider value={data}>
      <SWRConfig value={{ fallback: data.fallback, revalidateOnMount: false, revalidateIfStale: false }}>{children}</SWRConfig>
    </EmbeddedBlogDataContext.Provider>
  );
}
