import { useCallback, useEffect } from 'react';
import { useSearchParams } from './use-search-params';

/**
 * The list page number, kept in the address as "?page=2" so that a reload or the back button returns
 * to it. Page 1 has no parameter. Once the number of pages is known, a page out of range (or not a
 * number) is clamped, and the address corrected without adding a history entry.
 */
export function usePageParam(pageCount: number | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('page');
  const requested = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 1;
  const page = pageCount === undefined ? Math.max(requested, 1) : Math.min(Math.max(requested, 1), Math.max(pageCount, 1));

  const goTo = useCallback(
    (next: number, { replace = false } = {}) => {
      const updated = new URLSearchParams(window.location.search);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      setSearchParams(updated, { replace });
    },
    [setSearchParams],
  );

  const canonical = page <= 1 ? null : String(page);
  useEffect(() => {
    if (pageCount !== undefined && raw !== canonical) goTo(page, { replace: true });
  }, [pageCount, raw, canonical, page, goTo]);

  return { page, goTo };
}
