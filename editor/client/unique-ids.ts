import { collectAnchorTargets } from '../../src/engine/manifest/page-anchors';

/** `base` when no one has it yet, else the first free of base-2, base-3… (a trailing "-N" of base counts on: about-2 gives about-3). */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  const stem = base.replace(/-\d+$/, '');
  for (let count = 2; ; count++) {
    const candidate = `${stem}-${count}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The ids a page's sections already use: each section's `id` and every `id` or `anchor` inside one (the validator's own list, page-anchors.ts). */
export const idsOnPage = (sections: readonly unknown[]) => new Set(collectAnchorTargets({ sections }).map((target) => target.id));

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of a list item that the validator accepts beside its original: on a page, every id and anchor
 * in it (checkDuplicateIds) made unique on the page (`taken` grows with the new ones); in a list of
 * redirects, its `from` (checkRedirects) unique among its siblings.
 */
export function freshCopy<T>(item: T, { pageIds, siblings }: { pageIds?: Set<string>; siblings: readonly unknown[] }): T {
  const copy = structuredClone(item);
  if (pageIds) {
    // The item walked as if it were a section: the same keys the validator checks, at any depth.
    for (const { id, path } of collectAnchorTargets({ sections: [copy] })) {
      const fresh = uniqueId(id, pageIds);
      pageIds.add(fresh);
      const holder = path.slice(2, -1).reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], copy);
      if (isObject(holder)) holder[String(path.at(-1))] = fresh;
    }
  }
  const redirect: unknown = copy;
  if (isObject(redirect) && typeof redirect.from === 'string') {
    const sources = new Set(siblings.flatMap((sibling) => (isObject(sibling) && typeof sibling.from === 'string' ? [sibling.from] : [])));
    redirect.from = uniqueId(redirect.from, sources);
  }
  return copy;
}
