import { openDoc, replace } from '../state/document';
import { forgetDraft } from '../state/drafts';
import { editorStore, refreshDrafts, setDoc } from '../state/editor-store';
import { announce, closeDialog } from '../state/ui-store';
import { focusFormHeading } from './focus';
import { openFile } from './open-file';

/** Back to the file as on disk, as one step Undo takes back. */
export function revertToSaved(): void {
  const doc = editorStore.get().doc;
  if (!doc) return;
  setDoc(replace(doc, structuredClone(doc.original)));
  announce(`Reverted ${doc.file} to the saved version; Undo brings your changes back`);
}

/** Forgets the draft and its undo history, in this tab and in the browser's storage. */
export function discardDraft(): void {
  const doc = editorStore.get().doc;
  if (!doc) return;
  forgetDraft(localStorage, doc.file);
  setDoc(openDoc(doc.file, doc.version, doc.original), '');
  refreshDrafts();
  announce(`Discarded the draft of ${doc.file}`);
  focusFormHeading();
}

/** The merge dialog's three answers (B4, conflicts). */
export const merge = {
  later(from: 'save' | 'draft'): void {
    closeDialog();
    announce(
      from === 'save'
        ? 'Nothing was written; your draft is kept.'
        : 'Your draft is kept in this browser; the form shows the disk version, and changes made here are not kept until you open the file again and merge.',
    );
  },
  discard(file: string): void {
    forgetDraft(localStorage, file);
    refreshDrafts();
    closeDialog();
    void openFile(file);
  },
  keep(merged: unknown, from: 'save' | 'draft', version: string, theirs: unknown): void {
    const doc = editorStore.get().doc;
    if (!doc) return;
    // The disk's version is the new base; the merge is one undoable step on top of it.
    const base = from === 'save' ? { ...doc, version, original: theirs } : openDoc(doc.file, version, theirs);
    setDoc(replace(base, merged), '');
    closeDialog();
    announce('Merged: both sides are kept in the draft; Save shows what would change.');
  },
};
