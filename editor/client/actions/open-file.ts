import { get } from '../api';
import { isDirty, openDoc } from '../state/document';
import { readDraft, restore } from '../state/drafts';
import { setDoc } from '../state/editor-store';
import { announce, messageOf, selectBlog, setFilesOpen, showDialog, showNarrowView, uiStore } from '../state/ui-store';
import { focusFormHeading } from './focus';

/** Opens `file` in the form: with its draft from this browser when the draft was made on the version on disk. */
export async function openFile(file: string): Promise<void> {
  const answer = await get<{ file: string; text: string; version: string }>(`/api/file?file=${encodeURIComponent(file)}`);
  const original = JSON.parse(answer.text) as unknown;
  const found = restore(readDraft(localStorage, file), file, answer.version, original);
  if (found.kind === 'same') {
    setDoc(found.doc, '');
    announce(isDirty(found.doc) ? `Opened ${file} with your unsaved draft` : `Opened ${file}`);
    return;
  }
  setDoc(openDoc(file, answer.version, original), found.kind === 'stale' ? file : '');
  if (found.kind === 'none') return announce(`Opened ${file}`);
  // A draft made on an older version: shown beside the disk's, kept in storage until the maintainer decides.
  announce(`${file} changed on disk since your draft was made: choose what to keep`);
  showDialog({ kind: 'merge', from: 'draft', base: found.stored.original, mine: found.stored.value, theirs: original, version: answer.version });
}

/** A file chosen in the list: the drawer closes, the form is shown, and focus goes to its heading once it is open. */
export function openFromList(file: string): void {
  selectBlog(undefined);
  setFilesOpen(false);
  showNarrowView('form');
  openFile(file).then(
    () => {
      if (!uiStore.get().dialog) focusFormHeading();
    },
    (error: unknown) => announce(messageOf(error)),
  );
}
