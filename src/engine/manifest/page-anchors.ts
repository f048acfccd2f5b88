import type { JsonPath } from './json-path';

/** A place on a page that "/page#id" can land on. */
export type AnchorTarget = { id: string; path: JsonPath };

const ANCHOR_KEYS = new Set(['id', 'anchor']);

/**
 * Every anchor target of a page's raw data: each section's `id` and every `id` or `anchor` string
 * anywhere inside its sections (cards, legal text parts…), in document order.
 */
export function collectAnchorTargets(pageData: unknown): AnchorTarget[] {
  const targets: AnchorTarget[] = [];
  if (!isRecord(pageData) || !Array.isArray(pageData.sections)) return targets;
  for (const [index, section] of pageData.sections.entries()) walk(section, ['sections', index], targets);
  return targets;
}

function walk(value: unknown, path: JsonPath, targets: AnchorTarget[]): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walk(item, [...path, index], targets);
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (ANCHOR_KEYS.has(key) && typeof item === 'string') targets.push({ id: item, path: [...path, key] });
      else walk(item, [...path, key], targets);
    }
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
