import type { BlogSelection } from '../blog/blog-file-list';
import type { BrokenUse, EditorIssue, UsagePlace } from '../form-types';
import { createStore } from './store';

/** The dialog over the editor, if any. */
export type EditorDialog =
  | { kind: 'diff'; diff: string; expect: string; breaks: BrokenUse[] }
  /** The file changed on disk: at a save (409), or a draft made on an older version found when the file is opened. */
  | { kind: 'merge'; from: 'save' | 'draft'; base: unknown; mine: unknown; theirs: unknown; version: string }
  | { kind: 'new-page' }
  | { kind: 'delete-page'; file: string; path: string; version: string; links: UsagePlace[] };

/** A place to select once its file is open and drawn (a where-used link): a field path in the form, a section id in the preview. */
export type PendingPlace = { file: string; path: string; label: string; anchor?: string };

/**
 * What the screen shows around the open file (decision 022): the status line, the dialog, the
 * validator's last answer, which half a narrow screen shows. The doc itself is in editor-store.ts.
 */
export type UiState = {
  status: string;
  dialog?: EditorDialog;
  /** The problems of the drafts the last preview or save was checked with, in every file. */
  issues: EditorIssue[];
  /** Why the last preview could not be asked for (the editor's server is unreachable, say). */
  previewError?: string;
  /** Whether the preview has drawn a page of the open file's drafts yet. */
  drawn: boolean;
  /** Below the wide breakpoint the form and the preview take turns, and the file list is a drawer. */
  narrowView: 'form' | 'preview';
  filesOpen: boolean;
  /** The Changes view (issue 29): what differs from the last commit, and Publish. */
  changesOpen: boolean;
  pending?: PendingPlace;
  /** What the blog group chose (a post, a new post, the categories): drawn in place of the form and the preview (issue 30). */
  blogSelection?: BlogSelection;
};

export const uiStore = createStore<UiState>({ status: '', issues: [], drawn: false, narrowView: 'form', filesOpen: false, changesOpen: false });

const update = (change: Partial<UiState>) => uiStore.set((state) => ({ ...state, ...change }));

/** Says `status` in the status line, a polite live region. */
export const announce = (status: string) => update({ status });
export const showDialog = (dialog?: EditorDialog) => update({ dialog });
export const closeDialog = () => update({ dialog: undefined });
export const showNarrowView = (narrowView: UiState['narrowView']) => update({ narrowView });
export const setFilesOpen = (filesOpen: boolean) => update({ filesOpen });
export const setChangesOpen = (changesOpen: boolean) => update({ changesOpen });
export const selectBlog = (blogSelection: BlogSelection) => update({ blogSelection });
export const setPending = (pending?: PendingPlace) => update({ pending });
export const setPreviewError = (previewError?: string) => update({ previewError });
export const setDrawn = (drawn: boolean) => update({ drawn });

/** The same problems again keep the same array: the fields, which read them from the context, are not re-rendered for nothing. */
export const setIssues = (issues: EditorIssue[]) =>
  uiStore.set((state) => (JSON.stringify(state.issues) === JSON.stringify(issues) ? state : { ...state, issues }));

/** An error as the status line words it. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
