/**
 * Starts downloading a module now without waiting for it, for code a page needs soon but not to
 * hydrate (an endpoint's fetcher and response schema). A failed download surfaces where the module
 * is used, as that request's error, not as an unhandled rejection now.
 */
export function earlyImport<T>(load: () => Promise<T>): Promise<T> {
  const module = load();
  module.catch(() => undefined);
  return module;
}
