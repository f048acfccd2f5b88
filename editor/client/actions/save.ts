import { ApiError, post } from '../api';
import type { BrokenUse, EditorIssue } from '../form-types';
import { reloadFiles, reloadUsage } from '../state/content-index';
import { saved } from '../state/document';
import { editorStore, setDoc } from '../state/editor-store';
import { announce, closeDialog, messageOf, setIssues, showDialog } from '../state/ui-store';
import { focusFormHeading } from './focus';

type SaveAnswer = { changed: boolean; diff?: string; expect?: string; breaks?: BrokenUse[]; saved?: boolean; version?: string };

/**
 * Save…: first asks the server for the diff (shown in a dialog with what the change breaks elsewhere);
 * with `confirm`, writes it if the file on disk is still what the diff was made against (`expect`).
 * A file changed on disk meanwhile opens the merge dialog; nothing is ever overwritten.
 */
export async function save(confirm: boolean, expect?: string): Promise<void> {
  const opened = editorStore.get().doc;
  if (!opened) return;
  try {
    const answer = await post<SaveAnswer>('/api/save', { file: opened.file, base: opened.version, value: opened.draft, confirm, expect });
    if (!answer.changed) {
      announce('Nothing to save: the file is as it was.');
      closeDialog();
    } else if (!confirm && answer.diff && answer.expect) showDialog({ kind: 'diff', diff: answer.diff, expect: answer.expect, breaks: answer.breaks ?? [] });
    else if (answer.saved && answer.version) {
      const now = editorStore.get().doc;
      // What was written is the draft as sent; an edit made meanwhile stays a change on top of it.
      if (now?.file === opened.file) setDoc({ ...saved(opened, answer.version), draft: now.draft, past: now.past, future: now.future });
      closeDialog();
      announce(`Saved ${opened.file}`);
      // Focus goes to the form's heading, not the page's body (the dialog's Save button is disabled now): B9.
      focusFormHeading();
      void reloadFiles();
      void reloadUsage();
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && typeof error.body.disk === 'string') {
      let theirs: unknown;
      try {
        theirs = JSON.parse(error.body.disk);
      } catch {
        theirs = error.body.disk;
      }
      showDialog({ kind: 'merge', from: 'save', base: opened.original, mine: opened.draft, theirs, version: String(error.body.version) });
    } else if (error instanceof ApiError && Array.isArray(error.body.issues)) {
      setIssues(error.body.issues as EditorIssue[]);
      closeDialog();
      announce(error.message);
    } else announce(messageOf(error));
  }
}
