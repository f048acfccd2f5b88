import { Dialog } from '@mui/material';
import { merge } from '../actions/drafts';
import { openFile } from '../actions/open-file';
import { MergeDialog } from '../merge-dialog';
import { reloadFiles, reloadUsage } from '../state/content-index';
import { isDirty } from '../state/document';
import { editorStore } from '../state/editor-store';
import { useStore } from '../state/store';
import { announce, closeDialog, setChangesOpen, uiStore } from '../state/ui-store';
import { ChangesView } from './changes-view';
import { DeletePageDialog } from './delete-page-dialog';
import { NewPageDialog } from './new-page-dialog';
import { SaveDialog } from './save-dialog';

/** After a Revert or a Publish the disk changed: the list, the uses and the open file (when it has no unsaved change) are read again. */
function onDiskChanged() {
  void reloadUsage();
  void reloadFiles();
  const doc = editorStore.get().doc;
  if (doc && !isDirty(doc)) void openFile(doc.file);
}

/** The Changes view (issue 29): every saved change since the last commit, Revert, and Publish. */
export function ChangesDialog() {
  const open = useStore(uiStore, (state) => state.changesOpen);
  const drafts = useStore(editorStore, (state) => state.drafts);
  return <ChangesView open={open} drafts={drafts} onClose={() => setChangesOpen(false)} onStatus={announce} onDiskChanged={onDiskChanged} />;
}

/** The one dialog the editor shows at a time (ui-store.ts's `dialog`). */
export function EditorDialogs() {
  const dialog = useStore(uiStore, (state) => state.dialog);
  const openFile = useStore(editorStore, (state) => state.doc?.file);
  return (
    <Dialog open={dialog !== undefined} onClose={closeDialog} maxWidth="md" fullWidth>
      {dialog?.kind === 'new-page' && <NewPageDialog />}
      {dialog?.kind === 'diff' && <SaveDialog file={openFile} diff={dialog.diff} expect={dialog.expect} breaks={dialog.breaks} />}
      {dialog?.kind === 'delete-page' && <DeletePageDialog file={dialog.file} path={dialog.path} version={dialog.version} links={dialog.links} />}
      {dialog?.kind === 'merge' && openFile && (
        <MergeDialog
          file={openFile}
          title={dialog.from === 'save' ? `${openFile} changed on disk since you opened it` : `${openFile} changed on disk since your draft was made`}
          base={dialog.base}
          mine={dialog.mine}
          theirs={dialog.theirs}
          onLater={() => merge.later(dialog.from)}
          onDiscard={() => merge.discard(openFile)}
          onMerge={(merged) => merge.keep(merged, dialog.from, dialog.version, dialog.theirs)}
        />
      )}
    </Dialog>
  );
}
