import { childPath, fieldId } from '../paths';
import { step as stepDoc } from '../state/document';
import { editorStore, setDoc } from '../state/editor-store';
import { announce } from '../state/ui-store';

/** Undo and redo (state/document.ts): one step per burst of typing in a field; kept across saves and, with the draft, across reloads. */
export function step(direction: 'undo' | 'redo'): void {
  const doc = editorStore.get().doc;
  if (!doc) return;
  const taken = stepDoc(doc, direction);
  if (!taken.step) return;
  setDoc(taken.doc);
  announce(direction === 'undo' ? 'Undone' : 'Redone');
  const move = taken.step.move;
  if (move) {
    // Focus follows the item that moved back (or again): its handle (or Move up), scrolled into view.
    const at = direction === 'undo' ? move.from : move.to;
    requestAnimationFrame(() => {
      const id = fieldId(childPath(move.list, at));
      const target = document.getElementById(`${id}-drag`) ?? document.getElementById(`${id}-up`);
      target?.focus({ preventScroll: true });
      target?.scrollIntoView({ block: 'center' });
    });
  }
}

/** Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac), wherever focus is. Returns the clean-up. */
export function listenForHistoryKeys(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      step(key === 'y' || event.shiftKey ? 'redo' : 'undo');
    }
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
