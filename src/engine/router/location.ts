export type Location = {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here passed as `state`. */
  state: unknown;
};

/** Where to go: an address ("/about#team", "?page=2", "#top") or its parts. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export type NavigateOptions = { replace?: boolean; state?: unknown };

export function createPath({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}${hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''}`;
}

/** Splits "/a?b=1#c" into its parts. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashIndex = path.indexOf('#');
  const hash = hashIndex >= 0 ? path.slice(hashIndex) : '';
  const beforeHash = hashIndex >= 0 ? path.slice(0, hashIndex) : path;
  const searchIndex = beforeHash.indexOf('?');
  return {
    pathname: searchIndex >= 0 ? beforeHash.slice(0, searchIndex) : beforeHash,
    search: searchIndex >= 0 ? beforeHash.slice(searchIndex) : '',
    hash,
  };
}

/**
 * The address `to` leads to from `from`, as the browser would resolve it: "#x" and "?y" stay on the
 * page, "/z" is absolute, "z" is relative to the current folder.
 */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search'>): string {
  if (typeof to !== 'string') {
    return createPath({ pathname: to.pathname ?? from.pathname, search: to.search ?? (to.pathname ? '' : from.search), hash: to.hash ?? '' });
  }
  if (to.startsWith('#')) return createPath({ pathname: from.pathname, search: from.search, hash: to });
  if (to.startsWith('?')) return createPath({ pathname: from.pathname, search: to, hash: '' });
  if (to.startsWith('/')) return to;
  const url = new URL(to, `http://router.local${from.pathname}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function locationFromPath(path: string, state: unknown = null): Location {
  return { ...parsePath(path), pathname: parsePath(path).pathname || '/', state };
}
