import { Children, createContext, isValidElement, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { matchPath, rankRoutePath } from './match-path';
import { useRouterState } from './router';

export type RouteProps = { path: string; element: ReactNode; caseSensitive?: boolean };

const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

/** Declares one route of <Routes>; renders nothing itself. Routes do not nest. */
export function Route(_props: RouteProps): null {
  return null;
}

/** Renders the element of the most specific <Route> whose path matches the address (order does not matter). */
export function Routes({ children }: { children: ReactNode }) {
  const { location } = useRouterState('<Routes>');
  const routes = useMemo(
    () =>
      Children.toArray(children)
        .filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route)
        .map((route, order) => ({ route, order, rank: rankRoutePath(route.props.path) }))
        .sort((a, b) => b.rank - a.rank || a.order - b.order)
        .map(({ route }) => route.props),
    [children],
  );
  for (const route of routes) {
    const match = matchPath({ path: route.path, caseSensitive: route.caseSensitive ?? false, end: true }, location.pathname);
    if (match) return <ParamsContext.Provider value={match.params}>{route.element}</ParamsContext.Provider>;
  }
  return null;
}

/** The parameters of the matched route's path (`:id` → params.id); missing ones are undefined. */
export function useParams<Key extends string = string>(): Readonly<Record<Key, string | undefined>> {
  // Safe: every key maps to a string or undefined, and reading a name the route lacks gives undefined.
  return useContext(ParamsContext) as Readonly<Record<Key, string | undefined>>;
}
