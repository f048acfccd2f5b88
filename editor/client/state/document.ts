import { getAt, same, setAt } from './json-path';

/** Consecutive edits to one field within this many ms (a burst of typing) are one undo step. */
export const COALESCE_MS = 1000;
/** Steps kept per file (older ones are forgotten). */
export const HISTORY_LIMIT = 200;

/** A list item moved (by the keyboard, a drag or Move up/down): undoing it puts focus back on it. */
export type Move = { list: string; from: number; to: number };
/** One undo (or redo) step: the draft before the change, and what the change was. */
export type Step = { draft: unknown; path: string; move?: Move };

/** One open file: the disk's version (its hash) and content, the draft, and its undo and redo. */
export type Doc = {
  file: string;
  version: string;
  original: unknown;
  draft: unknown;
  past: Step[];
  future: Step[];
  /** The path of the last edit and when it was made, for coalescing a burst of typing. */
  last?: { path: string; at: number };
};

export const openDoc = (file: string, version: string, original: unknown, draft: unknown = structuredClone(original)): Doc => ({
  file,
  version,
  original,
  draft,
  past: [],
  future: [],
});

/** Sets the value at `path` in the draft; one step per burst of edits to the same path (COALESCE_MS). */
export function edit(doc: Doc, path: string, value: unknown, now: number, move?: Move): Doc {
  if (same(getAt(doc.draft, path), value)) return doc;
  const draft = setAt(doc.draft, path, value);
  const burst = !move && doc.last?.path === path && now - doc.last.at < COALESCE_MS && doc.past.length > 0;
  const past = burst ? doc.past : [...doc.past, { draft: doc.draft, path, move }].slice(-HISTORY_LIMIT);
  return { ...doc, draft, past, future: [], last: move ? undefined : { path, at: now } };
}

/** Replaces the whole draft as one step (a merge, a revert). */
export function replace(doc: Doc, draft: unknown): Doc {
  if (same(doc.draft, draft)) return doc;
  return { ...doc, draft, past: [...doc.past, { draft: doc.draft, path: '' }].slice(-HISTORY_LIMIT), future: [], last: undefined };
}

/** Undo or redo one step; `step` says what changed (and, for a move, where the item now is). */
export function step(doc: Doc, direction: 'undo' | 'redo'): { doc: Doc; step?: Step } {
  const from = direction === 'undo' ? doc.past : doc.future;
  const taken = from[from.length - 1];
  if (!taken) return { doc };
  const back: Step = { draft: doc.draft, path: taken.path, move: taken.move };
  const rest = from.slice(0, -1);
  const next =
    direction === 'undo'
      ? { ...doc, draft: taken.draft, past: rest, future: [...doc.future, back], last: undefined }
      : { ...doc, draft: taken.draft, future: rest, past: [...doc.past, back], last: undefined };
  return { doc: next, step: taken };
}

/** The file as saved: the draft becomes the original; undo and redo stay (decision 022). */
export const saved = (doc: Doc, version: string): Doc => ({ ...doc, version, original: doc.draft, last: undefined });

export const isDirty = (doc: Doc | undefined) => doc !== undefined && !same(doc.draft, doc.original);
