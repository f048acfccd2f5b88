import { useCallback } from 'react';
import { type Doc, edit, isDirty, type Move } from './document';
import { draftFiles, writeDraft } from './drafts';
import { getAt } from './json-path';
import { createStore, useStore } from './store';

/**
 * The editor's state (decision 022): the open file's doc (draft, disk version, undo and redo) and the
 * files that have a draft. The rest of the screen (dialogs, status, the preview) stays in App.
 */
export type EditorState = {
  doc?: Doc;
  drafts: string[];
  /** A file whose stored draft was made on an older version and waits for its merge: nothing overwrites that draft meanwhile. */
  held?: string;
};

export const editorStore = createStore<EditorState>({ drafts: [] });

/** One field's value, by its path in the open file's draft: the field re-renders when that value changes, and only then. */
export const useValue = (path: string) => useStore(editorStore, (state) => getAt(state.doc?.draft, path));

/**
 * When the key behind an edit was pressed (its keydown's timeStamp), so a burst is measured in the
 * maintainer's rhythm, not in when a busy page got round to it (a preview drawn between two keys would
 * otherwise split one burst in two). A key older than KEY_RECENT_MS is not this edit's (a paste with the mouse).
 */
let lastKeyAt: number | undefined;
const KEY_RECENT_MS = 2000;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    (event) => {
      lastKeyAt = event.timeStamp;
    },
    true,
  );
}
const editTime = () => {
  const now = performance.now();
  return lastKeyAt !== undefined && now - lastKeyAt < KEY_RECENT_MS ? lastKeyAt : now;
};

/** Writes one field's value into the draft (one undo step per burst of typing in it). */
export function setValue(path: string, value: unknown, move?: Move): void {
  editorStore.set((state) => (state.doc ? { ...state, doc: edit(state.doc, path, value, editTime(), move) } : state));
}

export const useSetValue = (path: string) => useCallback((value: unknown) => setValue(path, value), [path]);

/**
 * Puts a doc in the form. `held` names a file whose older draft waits for its merge ('' for none); left
 * out, a held file stays held while it is the one open (edits and saves meanwhile do not overwrite
 * that draft: only a merge or a discard, which pass '', release it).
 */
export const setDoc = (doc: Doc | undefined, held?: string) =>
  editorStore.set((state) => ({ ...state, doc, held: held === undefined ? (state.held === doc?.file ? state.held : undefined) : held || undefined }));

/** The files with a draft, read again from storage (after an edit makes a file dirty or clean, a save, a discard). */
export const refreshDrafts = () =>
  editorStore.set((state) => {
    const drafts = draftFiles(localStorage);
    return drafts.join('\n') === state.drafts.join('\n') ? state : { ...state, drafts };
  });

/**
 * Keeps the open doc's draft and history in localStorage, PERSIST_MS after the last change and when
 * the page is hidden or closed: never on the keystroke itself.
 */
const PERSIST_MS = 300;
export function persistDrafts(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: Doc | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const { doc, held } = editorStore.get();
    if (!doc || doc === last || held === doc.file) return;
    last = doc;
    try {
      writeDraft(localStorage, doc, isDirty(doc), Date.now());
    } catch {
      // Storage refused even the bare draft: the draft stays in this tab.
    }
    refreshDrafts();
  };
  const stop = editorStore.subscribe(() => {
    const doc = editorStore.get().doc;
    if (doc === last) return;
    clearTimeout(timer);
    timer = setTimeout(flush, PERSIST_MS);
  });
  window.addEventListener('pagehide', flush);
  return () => {
    flush();
    stop();
    window.removeEventListener('pagehide', flush);
  };
}

/** A value of the open draft as it is now, for a handler (a click) rather than a render. */
export const valueNow = (path: string) => getAt(editorStore.get().doc?.draft, path);

/** The open page's path as drafted, when a page is open. */
export const draftPagePath = (state: EditorState): string | undefined => {
  const path = state.doc?.file.startsWith('content/pages/') ? getAt(state.doc.draft, 'path') : undefined;
  return typeof path === 'string' ? path : undefined;
};
