import type { JsonPath } from './json-path';

/** A string in content that names something outside its file: a page, a file under public/, an icon. */
export type ContentReference = { kind: 'link' | 'asset' | 'icon'; value: string; path: JsonPath };

const KIND_BY_KEY: Record<string, ContentReference['kind']> = {
  href: 'link',
  to: 'link',
  src: 'asset',
  poster: 'asset',
  mp4: 'asset',
  webm: 'asset',
  logo: 'asset',
  logoLight: 'asset',
  defaultImage: 'asset',
  image: 'asset',
  icon: 'icon',
};

/**
 * Walks raw content and collects every string at a key that names a reference. Generic on purpose:
 * a new section type with an `href` or an `image` path is checked without touching the validator.
 */
export function collectContentReferences(data: unknown, path: JsonPath = [], found: ContentReference[] = []): ContentReference[] {
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) collectContentReferences(item, [...path, index], found);
  } else if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      const kind = Object.hasOwn(KIND_BY_KEY, key) ? KIND_BY_KEY[key] : undefined;
      if (kind !== undefined && typeof value === 'string') found.push({ kind, value, path: [...path, key] });
      else collectContentReferences(value, [...path, key], found);
    }
  }
  return found;
}
