/**
 * The blog data a page was rendered with by the reference server (server/blog/blog-page-render.ts),
 * written into the island's data block: SWR's `fallback` by serialized key (so the hooks have their
 * data at once, on the server and while hydrating, and never ask again), the query string and path
 * the server rendered (the list's `?page=`, its page links). Built by blog-fallback.ts; what the
 * browser gets of it is the marker below. This file imports nothing: the islands' client modules read
 * it before deciding whether to load React at all.
 */
export type EmbeddedBlogData = {
  fallback: Record<string, unknown>;
  /** The address's query string as rendered, e.g. "?page=2" or "". */
  search: string;
  /** The address's path, e.g. "/blogs". */
  path: string;
};

/** An island's `data`, if it is blog data; anything else (none, another island's) reads as none. */
export function asEmbeddedBlogData(value: unknown): EmbeddedBlogData | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { fallback, search, path } = value as Partial<Record<keyof EmbeddedBlogData, unknown>>;
  if (typeof fallback !== 'object' || fallback === null || typeof search !== 'string' || typeof path !== 'string') return undefined;
  // Cast: the three fields were just checked; the fallback's values are the response schemas' outputs
  // the server wrote (blog-fallback.ts), read by the hooks under the same keys.
  return { fallback: fallback as Record<string, unknown>, search, path };
}

/**
 * What the island's data block carries of a page the server rendered with its data: only the address
 * it rendered. The browser takes nothing over on such a page (decision 019), so the data itself (the
 * list, the post's content a second time) is not written into the page.
 */
export type RenderedBlogMarker = { renderedWithData: true; path: string; search: string };

export function renderedBlogMarker({ path, search }: EmbeddedBlogData): RenderedBlogMarker {
  return { renderedWithData: true, path, search };
}

/** Whether an island's `data` says the server rendered the section with its data; none (the build, the legacy preset) says no. */
export function isRenderedWithData(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Partial<RenderedBlogMarker>).renderedWithData === true;
}
