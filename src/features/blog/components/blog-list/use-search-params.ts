import { useCallback, useSyncExternalStore } from 'react';
import { useEmbeddedBlogData } from '../../embedded/embedded-blog-data';

/** Dispatched on window when the query string is changed by this hook (history.pushState fires no event). */
export const SEARCH_CHANGE_EVENT = 'site:search-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(SEARCH_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(SEARCH_CHANGE_EVENT, onChange);
  };
}

/**
 * The address's query string, kept in step with the back and forward buttons, and a setter that writes
 * it into the history (a new entry, or in place). On the server and in the hydrating render it is the
 * query the page was rendered with (empty at build time, the request's with the server's data), so
 * both match the HTML; React then renders again with the real one.
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void] {
  const renderedSearch = useEmbeddedBlogData()?.search ?? '';
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => renderedSearch,
  );
  const setSearchParams = useCallback((next: URLSearchParams, { replace = false } = {}) => {
    const query = next.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
    window.dispatchEvent(new Event(SEARCH_CHANGE_EVENT));
  }, []);
  return [new URLSearchParams(search), setSearchParams];
}
