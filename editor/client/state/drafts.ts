import type { Doc, Step } from './document';
import { HISTORY_LIMIT } from './document';

/**
 * Drafts kept in the browser's storage (localStorage: they outlive the tab, so a draft made before
 * the file changed on disk is still there to merge): the draft, the disk version it was made on and
 * that version's content (the merge's base), and its undo and redo history, so a reload has them back.
 */
export type StoredDraft = { base: string; original: unknown; value: unknown; past: Step[]; future: Step[]; savedAt: number };

const PREFIX = 'site-editor:draft:';
const draftKey = (file: string) => `${PREFIX}${file}`;

export function readDraft(storage: Storage, file: string): StoredDraft | undefined {
  try {
    const stored = JSON.parse(storage.getItem(draftKey(file)) ?? 'null') as Partial<StoredDraft> | null;
    if (!stored || typeof stored.base !== 'string' || !('value' in stored)) return undefined;
    return {
      base: stored.base,
      original: stored.original,
      value: stored.value,
      past: Array.isArray(stored.past) ? stored.past : [],
      future: Array.isArray(stored.future) ? stored.future : [],
      savedAt: typeof stored.savedAt === 'number' ? stored.savedAt : 0,
    };
  } catch {
    return undefined;
  }
}

/**
 * Keeps the doc's draft (or forgets it when there is none to keep). When the storage is full the
 * history is cut, oldest first, until it fits; the draft itself is the last thing given up.
 */
export function writeDraft(storage: Storage, doc: Doc, dirty: boolean, now: number): void {
  const key = draftKey(doc.file);
  if (!dirty && doc.past.length === 0 && doc.future.length === 0) {
    // A draft made on another version waits for its merge (or the maintainer's discard): a clean file does not remove it.
    if (readDraft(storage, doc.file)?.base === doc.version) storage.removeItem(key);
    return;
  }
  let past = doc.past.slice(-HISTORY_LIMIT);
  let future = doc.future;
  for (;;) {
    try {
      storage.setItem(key, JSON.stringify({ base: doc.version, original: doc.original, value: doc.draft, past, future, savedAt: now } satisfies StoredDraft));
      return;
    } catch (error) {
      if (past.length === 0 && future.length === 0) throw error;
      past = past.slice(Math.ceil(past.length / 2));
      if (past.length <= 1) future = [];
    }
  }
}

export const forgetDraft = (storage: Storage, file: string) => storage.removeItem(draftKey(file));

/** The files with a draft that differs from the disk version it was made on. */
export function draftFiles(storage: Storage): string[] {
  const files: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (!key?.startsWith(PREFIX)) continue;
    const file = key.slice(PREFIX.length);
    const stored = readDraft(storage, file);
    if (stored && JSON.stringify(stored.value) !== JSON.stringify(stored.original)) files.push(file);
  }
  return files.sort();
}

/**
 * What opening a file finds: no draft, a draft on the disk's version (back with its history), or a
 * draft on an older version (to be merged: never dropped without the maintainer's word).
 */
export function restore(
  stored: StoredDraft | undefined,
  file: string,
  version: string,
  disk: unknown,
): { kind: 'none' } | { kind: 'same'; doc: Doc } | { kind: 'stale'; stored: StoredDraft } {
  if (!stored) return { kind: 'none' };
  if (stored.base === version) return { kind: 'same', doc: { file, version, original: disk, draft: stored.value, past: stored.past, future: stored.future } };
  return { kind: 'stale', stored };
}
