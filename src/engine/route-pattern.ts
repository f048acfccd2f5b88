/**
 * Matches a pathname against a manifest route pattern ("/our/blog/:id/single"): the values of its
 * ":param" segments, or undefined when it does not match. A trailing slash is ignored, as the server
 * ignores it. Small enough to run in the browser, where there is no router.
 */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const segments = (path: string) => path.split('/').filter(Boolean);
  const wanted = segments(pattern);
  const actual = segments(pathname);
  if (wanted.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] as string;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment.toLowerCase() !== value.toLowerCase()) {
      return undefined;
    }
  }
  return params;
}
