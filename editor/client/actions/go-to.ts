import type { UsagePlace } from '../form-types';
import { placeLabel } from '../media-fields';
import { editorStore } from '../state/editor-store';
import { closeDialog, setPending, showNarrowView } from '../state/ui-store';
import { showInPreview } from './live-preview';
import { openFile } from './open-file';

/** A where-used link: opens the place's file, then selects its section (or field) in the form and scrolls the preview to it. */
export function goTo(place: UsagePlace): void {
  closeDialog();
  showNarrowView('form');
  const path = place.section !== undefined ? `sections[${place.section}]` : place.path;
  const label = place.section !== undefined ? `Section ${place.section + 1} of ${place.pagePath ?? place.file} selected` : `${placeLabel(place)} selected`;
  setPending({ file: place.file, path, label, anchor: place.sectionId });
  const elsewhere = editorStore.get().doc?.file !== place.file;
  showInPreview(place.sectionId, elsewhere);
  if (elsewhere) void openFile(place.file);
}
