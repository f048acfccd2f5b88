import { pathOf, type Segment, same, setAt } from './json-path';

/** One value that differs between two versions, at its JSON path (undefined: absent). */
export type Change = { path: string; before: unknown; after: unknown };
/** A path both sides changed, differently: the maintainer picks. */
type Conflict = { path: string; base: unknown; mine: unknown; theirs: unknown };
export type Merge = { merged: unknown; conflicts: Conflict[] };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What changed from `before` to `after`, by path, down to the values that differ: objects key by key,
 * arrays index by index when they keep their length (else the array as a whole).
 */
export function changes(before: unknown, after: unknown, at: Segment[] = []): Change[] {
  if (same(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changes(before[key], after[key], [...at, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => changes(item, after[index], [...at, index]));
  }
  return [{ path: pathOf(at), before, after }];
}

/**
 * A three-way merge of parsed JSON by path: what only one side changed is taken from that side;
 * what both changed alike is taken once; a path both changed differently is a conflict, left as
 * `mine` in `merged` until `resolve` applies the maintainer's pick. Objects merge key by key (the
 * disk's key order, then keys only mine has), arrays index by index when all three have the same length.
 */
export function threeWayMerge(base: unknown, mine: unknown, theirs: unknown, at: Segment[] = []): Merge {
  if (same(mine, theirs) || same(base, theirs)) return { merged: mine, conflicts: [] };
  if (same(base, mine)) return { merged: theirs, conflicts: [] };
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])];
    const merged: Record<string, unknown> = {};
    const conflicts: Conflict[] = [];
    for (const key of keys) {
      const part = threeWayMerge(base[key], mine[key], theirs[key], [...at, key]);
      if (part.merged !== undefined) merged[key] = part.merged;
      conflicts.push(...part.conflicts);
    }
    return { merged, conflicts };
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs) && base.length === mine.length && base.length === theirs.length) {
    const parts = base.map((item, index) => threeWayMerge(item, mine[index], theirs[index], [...at, index]));
    return { merged: parts.map((part) => part.merged), conflicts: parts.flatMap((part) => part.conflicts) };
  }
  return { merged: mine, conflicts: [{ path: pathOf(at), base, mine, theirs }] };
}

/** The merge with each conflict settled as picked; undefined while any conflict has no pick. */
export function resolve(merge: Merge, picks: Record<string, 'mine' | 'theirs'>): unknown {
  let merged = merge.merged;
  for (const conflict of merge.conflicts) {
    const pick = picks[conflict.path];
    if (pick === undefined) return undefined;
    if (pick === 'theirs') merged = setAt(merged, conflict.path, conflict.theirs);
  }
  return merged;
}
