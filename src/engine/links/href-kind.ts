/** What kind of address an href is; shared by links, the validator and the server. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Splits "/page#anchor?x" into its route path (no trailing slash except "/") and anchor. */
export function splitInternalHref(href: string): { path: string; anchor: string | undefined } {
  const [beforeHash = '', anchor] = href.split('#', 2);
  const [pathOnly = '/'] = beforeHash.split('?', 1);
  return { path: normalizeRoutePath(pathOnly), anchor: anchor || undefined };
}

export function normalizeRoutePath(path: string): string {
  if (path === '' || path === '/') return '/';
  return path.endsWith('/') ? path.slice(0, -1) : path;
}
