import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { MemoryRouter, useLocation, Route, Routes } from 'react-router';
import { theme } from '../src/theme/theme';

/** Shows where the app is, so tests can assert on the address (pathname and query). */
function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** SWR with a cache of its own and no deduplication, so no test sees another's data. */
export function IsolatedSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

type RenderRouteOptions = {
  /** Route pattern the element answers, e.g. "/our/blog/:id/single". */
  path: string;
  /** The address the test starts at. */
  url: string;
  /** Rendered beside the routes, inside the router (e.g. links that navigate). */
  extra?: ReactNode;
};

/** Renders a data-driven section as a page at an address, with an isolated SWR cache; other addresses render "Elsewhere". */
export function renderRoute(element: ReactElement, { path, url, extra }: RenderRouteOptions) {
  return render(
    <ThemeProvider theme={theme}>
      <IsolatedSwr>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          {extra}
          <CurrentLocation />
        </MemoryRouter>
      </IsolatedSwr>
    </ThemeProvider>,
  );
}
