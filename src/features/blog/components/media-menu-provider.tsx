import { useEffect, useState, type ReactNode } from 'react';
import type { Link } from '../../../../schemas/common';
import { MediaMenuContext } from '../../../engine/layout/navigation/menu-context';

const noLinks: readonly Link[] = [];

/**
 * Fills the navigation's Media menu with the blog categories, once per page load (spec §4). It starts
 * empty on the server and in the hydrating render, so both match. The call and its response schema
 * load after hydration, keeping zod/mini out of every page's first download. Any status but 200, a
 * failed call or a malformed answer leaves the menu as it is, without a word (spec §8).
 */
export function MediaMenuProvider({ children }: { children: ReactNode }) {
  const [links, setLinks] = useState(noLinks);
  useEffect(() => {
    let mounted = true;
    import('../api/get-categories')
      .then(({ loadMediaMenuLinks }) => loadMediaMenuLinks())
      .then(
        (loaded) => {
          if (mounted && loaded) setLinks(loaded);
        },
        () => undefined,
      );
    return () => {
      mounted = false;
    };
  }, []);
  return <MediaMenuContext.Provider value={links}>{children}</MediaMenuContext.Provider>;
}
