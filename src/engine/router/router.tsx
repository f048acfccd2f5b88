import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { locationFromPath, resolveTo, type Location, type NavigateOptions, type To } from './location';

/**
 * The site's router: React Router's declarative API (BrowserRouter, StaticRouter, MemoryRouter,
 * Routes, Route, Link, NavLink and the hooks), for the part of it this site uses, in about 1 KB
 * gzipped instead of React Router's 11 (docs/decisions/007-performance-budget.md). Like React
 * Router's BrowserRouter, every navigation is a transition, so a page that is still loading keeps
 * the old one on screen.
 */
export type Navigate = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

type RouterState = { location: Location; navigate: Navigate };

const RouterContext = createContext<RouterState | null>(null);

export function useRouterState(hookName: string): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error(`${hookName} must be used inside a router (BrowserRouter, StaticRouter or MemoryRouter)`);
  return state;
}

export function useLocation(): Location {
  return useRouterState('useLocation()').location;
}

export function useNavigate(): Navigate {
  return useRouterState('useNavigate()').navigate;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The query string of the address, and a way to navigate to the same page with another one. */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void] {
  const { location, navigate } = useRouterState('useSearchParams()');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      const search = value.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [navigate, params, location.pathname],
  );
  return [params, setParams];
}

function browserLocation(): Location {
  const state: unknown = window.history.state;
  const userState = state && typeof state === 'object' && 'usr' in state ? state.usr : null;
  return locationFromPath(`${window.location.pathname}${window.location.search}${window.location.hash}`, userState);
}

/** The router of the browser: the address bar and the history, with back and forward. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);

  useEffect(() => {
    // Back, forward, and #anchor links followed by the browser itself.
    const onPopState = () => startTransition(() => setLocation(browserLocation()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate: Navigate = useCallback((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const path = resolveTo(to, window.location);
    const historyState = { usr: options.state ?? null };
    if (options.replace) window.history.replaceState(historyState, '', path);
    else window.history.pushState(historyState, '', path);
    startTransition(() => setLocation(locationFromPath(path, options.state ?? null)));
  }, []);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const refuseToNavigate: Navigate = () => {
  throw new Error('A page rendered on the server cannot navigate');
};

/** The router of the prerender: one fixed address. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => ({ location: locationFromPath(location), navigate: refuseToNavigate }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router that keeps its history in memory: for tests. */
export function MemoryRouter({ initialEntries = ['/'], initialIndex, children }: { initialEntries?: string[]; initialIndex?: number; children: ReactNode }) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((entry) => locationFromPath(entry)),
    index: initialIndex ?? initialEntries.length - 1,
  }));
  const navigate: Navigate = useCallback((to: To | number, options: NavigateOptions = {}) => {
    startTransition(() =>
      setHistory(({ entries, index }) => {
        if (typeof to === 'number') return { entries, index: Math.min(Math.max(index + to, 0), entries.length - 1) };
        const from = entries[index] ?? locationFromPath('/');
        const next = locationFromPath(resolveTo(to, from), options.state ?? null);
        return options.replace
          ? { entries: entries.map((entry, entryIndex) => (entryIndex === index ? next : entry)), index }
          : { entries: [...entries.slice(0, index + 1), next], index: index + 1 };
      }),
    );
  }, []);

  const location = history.entries[history.index] ?? locationFromPath('/');
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
