import { post } from '../api';
import type { UsagePlace } from '../form-types';
import { reloadFiles, reloadUsage } from '../state/content-index';
import { forgetDraft } from '../state/drafts';
import { refreshDrafts, setDoc } from '../state/editor-store';
import { announce, closeDialog, messageOf, setIssues, showDialog } from '../state/ui-store';
import { openFile } from './open-file';

/** Delete page…: first the links that would point nowhere, in a dialog. */
export async function askDeletePage(file: string): Promise<void> {
  try {
    const answer = await post<{ file: string; path: string; version: string; links: UsagePlace[] }>('/api/pages/delete', { file });
    showDialog({ kind: 'delete-page', ...answer });
  } catch (error) {
    announce(messageOf(error));
  }
}

export async function deletePage(file: string, version: string): Promise<void> {
  try {
    await post('/api/pages/delete', { file, version, confirm: true });
    forgetDraft(localStorage, file);
    refreshDrafts();
    closeDialog();
    setDoc(undefined);
    setIssues([]);
    announce(`Deleted ${file}`);
    void reloadFiles();
    void reloadUsage();
  } catch (error) {
    closeDialog();
    announce(messageOf(error));
  }
}

/** A page the New page dialog created: listed, and opened. */
export function pageCreated(file: string): void {
  closeDialog();
  announce(`Created ${file}`);
  void reloadUsage();
  void reloadFiles();
  void openFile(file);
}
