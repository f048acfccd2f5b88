import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react';
import { SWRConfig } from 'swr';
import { PageParamsContext } from '../src/engine/islands/page-context';
import { PagePathContext } from '../src/engine/page-path';
import { matchRoutePattern } from '../src/engine/route-pattern';
import { SEARCH_CHANGE_EVENT } from '../src/features/blog/components/blog-list/use-search-params';
import { theme } from '../src/theme/theme';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(SEARCH_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(SEARCH_CHANGE_EVENT, onChange);
  };
}

/** Shows the address, so tests can assert on it (pathname and query). */
function CurrentLocation() {
  const address = useSyncExternalStore(subscribe, () => `${window.location.pathname}${window.location.search}`);
  return <div data-testid="location">{address}</div>;
}

/** SWR with a cache of its own and no deduplication, so no test sees another's data. */
export function IsolatedSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

type RenderRouteOptions = {
  /** Route pattern of the page the section is on, e.g. "/our/blog/:id/single". */
  path: string;
  /** The address the test starts at. */
  url: string;
  /** Rendered beside the section. */
  extra?: ReactNode;
};

/**
 * Renders a data-driven section as its island does on a page at an address (the address in the
 * history, the page's parameters read from it), with an isolated SWR cache; an address the pattern
 * does not match renders "Elsewhere".
 */
export function renderRoute(element: ReactElement, { path, url, extra }: RenderRouteOptions) {
  window.history.replaceState(null, '', url);
  const params = matchRoutePattern(path, window.location.pathname);
  return render(
    <ThemeProvider theme={theme}>
      <IsolatedSwr>
        <PagePathContext.Provider value={path}>
          <PageParamsContext.Provider value={params ?? {}}>{params ? element : <p>Elsewhere</p>}</PageParamsContext.Provider>
        </PagePathContext.Provider>
        {extra}
        <CurrentLocation />
      </IsolatedSwr>
    </ThemeProvider>,
  );
}
