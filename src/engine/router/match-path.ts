export type PathPattern = {
  path: string;
  /** Match letter case exactly (default: no, like React Router). */
  caseSensitive?: boolean;
  /** The whole pathname must match (default), not only its beginning. */
  end?: boolean;
};

export type PathMatch = {
  params: Record<string, string | undefined>;
  /** The part of the pathname that matched. */
  pathname: string;
  pattern: PathPattern;
};

const compiled = new Map<string, { matcher: RegExp; paramNames: string[] }>();

/**
 * Path patterns the way React Router writes them: static segments, `:name` and `:name?` parameters,
 * a trailing `*`; a trailing slash in the pathname is allowed.
 */
function compilePath(path: string, caseSensitive: boolean, end: boolean) {
  const key = `${caseSensitive ? 1 : 0}${end ? 1 : 0}${path}`;
  let entry = compiled.get(key);
  if (!entry) {
    const paramNames: string[] = [];
    let source = `^${path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_whole, name: string, optional?: string) => {
        paramNames.push(name);
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      })}`;
    if (path.endsWith('*')) {
      paramNames.push('*');
      source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
    } else if (end) {
      source += '\\/*$';
    } else if (path !== '' && path !== '/') {
      source += '(?:(?=\\/|$))';
    }
    entry = { matcher: new RegExp(source, caseSensitive ? undefined : 'i'), paramNames };
    compiled.set(key, entry);
  }
  return entry;
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether a pathname matches a pattern, and the parameters it carries; null when it does not match. */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  const normalized = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { matcher, paramNames } = compilePath(normalized.path, normalized.caseSensitive ?? false, normalized.end ?? true);
  const match = pathname.match(matcher);
  if (!match) return null;
  const params: Record<string, string | undefined> = {};
  paramNames.forEach((name, index) => {
    const value = match[index + 1];
    params[name] = value === undefined ? undefined : decodeParam(name === '*' ? value.replace(/\/+$/, '') : value);
  });
  return { params, pathname: match[0].replace(/(.)\/+$/, '$1'), pattern: normalized };
}

/**
 * How specific a route path is, the way React Router ranks routes so their order does not matter:
 * a static segment beats a parameter, which beats a splat.
 */
export function rankRoutePath(path: string): number {
  const segments = path.split('/').filter((segment) => segment !== '');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : 10;
  }
  return score;
}
