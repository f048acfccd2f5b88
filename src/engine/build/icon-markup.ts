import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconRegistry, isIconName } from '../../icons/icon-registry';

const SVG_INNER = /^<svg[^>]*>([\s\S]*)<\/svg>$/;

const rendered = new Map<string, string>();

/** The inner SVG markup (paths) of a registry icon, rendered once per process (a build renders each icon once). */
export function renderIconMarkup(name: string): string {
  const known = rendered.get(name);
  if (known !== undefined) return known;
  if (!isIconName(name)) throw new Error(`"${name}" is not in the icon registry`);
  const html = renderToStaticMarkup(createElement(iconRegistry[name])).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const inner = SVG_INNER.exec(html)?.[1];
  if (inner === undefined) throw new Error(`Icon "${name}" did not render to an <svg> element`);
  rendered.set(name, inner);
  return inner;
}

/** Every value found under an "icon" key anywhere in the data: the icons a page needs. */
function collectIconNames(data: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(data)) {
    for (const item of data) collectIconNames(item, found);
  } else if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (key === 'icon' && typeof value === 'string') found.add(value);
      else collectIconNames(value, found);
    }
  }
  return found;
}

export function buildIconSet(data: unknown): Record<string, string> {
  const icons: Record<string, string> = {};
  for (const name of [...collectIconNames(data)].sort()) icons[name] = renderIconMarkup(name);
  return icons;
}
