/**
 * A module loaded the first time it is needed, then kept: an endpoint's fetcher and response schema.
 * A page rendered with its data by the reference server never asks the API, so it never downloads
 * them; a page that fetches starts the download as it starts its first request (the blog islands'
 * preloadData, before they render), not as part of the page's own code.
 */
export function importWhenNeeded<T>(load: () => Promise<T>): () => Promise<T> {
  let module: Promise<T> | undefined;
  return () => {
    module ??= load();
    return module;
  };
}
