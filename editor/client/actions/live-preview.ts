import { post } from '../api';
import type { EditorIssue } from '../form-types';
import { fieldId } from '../paths';
import { editorStore } from '../state/editor-store';
import { getAt } from '../state/json-path';
import { announce, messageOf, setDrawn, setIssues, setPreviewError, showNarrowView } from '../state/ui-store';

/** Validation and the preview run this long after the last change, never on the keystroke itself. */
const PREVIEW_MS = 300;

export const PREVIEW_FRAME_ID = 'editor-preview-frame';
const previewFrame = () => document.getElementById(PREVIEW_FRAME_ID) as HTMLIFrameElement | null;

/** A section to scroll the preview to once the next page is drawn (a where-used link into another file). */
let anchorAfterDraw: string | undefined;
let lastHtml = '';

/** Scrolls the preview to the section with id `anchor` now, or, with `later`, once the file being opened is drawn. */
export function showInPreview(anchor: string | undefined, later: boolean): void {
  if (later) anchorAfterDraw = anchor;
  else {
    anchorAfterDraw = undefined;
    if (anchor) previewFrame()?.contentDocument?.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }
}

/** Nothing drawn yet and the draft cannot be: the frame says why, never blank. */
function drawProblems(document: Document, issues: EditorIssue[]): void {
  document.body.replaceChildren();
  const heading = document.createElement('h2');
  heading.textContent = 'This draft cannot be drawn until these problems are fixed:';
  const list = document.createElement('ul');
  for (const issue of issues) {
    const line = document.createElement('li');
    line.textContent = `${issue.file} ${issue.path}: ${issue.message}`;
    list.append(line);
  }
  document.body.append(heading, list);
}

/** A click in the preview selects the section it landed in; links do not leave the editor. */
function selectClickedSection(event: MouseEvent): void {
  event.preventDefault();
  const sections = (getAt(editorStore.get().doc?.draft, 'sections') as { id?: string }[] | undefined) ?? [];
  for (let node = event.target as Element | null; node; node = node.parentElement) {
    const index = node.id ? sections.findIndex((section) => section.id === node?.id) : -1;
    if (index === -1) continue;
    // On a narrow screen the form is shown in the preview's place first.
    showNarrowView('form');
    announce(`Section ${index + 1} selected`);
    requestAnimationFrame(() => {
      const group = window.document.getElementById(fieldId(`sections[${index}]`));
      group?.scrollIntoView({ block: 'start' });
      group?.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
    });
    return;
  }
}

function draw(html: string): void {
  const frame = previewFrame();
  const document = frame?.contentDocument;
  const view = frame?.contentWindow;
  if (!document || !view) return;
  lastHtml = html;
  setDrawn(true);
  const scroll = view.scrollY;
  document.open();
  document.write(html);
  document.close();
  const anchor = anchorAfterDraw ? document.getElementById(anchorAfterDraw) : null;
  anchorAfterDraw = undefined;
  if (anchor) anchor.scrollIntoView({ block: 'start' });
  else view.scrollTo(0, scroll);
  document.addEventListener('click', selectClickedSection);
}

/**
 * Every change, PREVIEW_MS after the last one: the open file's draft checked by the validator and drawn
 * by the site's renderer. An answer to an older draft than the newest asked for is dropped. A file
 * just opened is drawn at once. Returns the clean-up.
 */
export function startLivePreview(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current = { live: true };
  let asked: unknown;
  let shownFile: string | undefined;
  const refresh = () => {
    const opened = editorStore.get().doc;
    if (!opened || opened.draft === asked) return;
    asked = opened.draft;
    current.live = false;
    const request = { live: true };
    current = request;
    const draftPath = getAt(opened.draft, 'path');
    const pagePath = opened.file.startsWith('content/pages/') && typeof draftPath === 'string' ? draftPath : undefined;
    post<{ issues: EditorIssue[]; html?: string; superseded?: true }>('/api/preview', { drafts: { [opened.file]: opened.draft }, path: pagePath ?? '/' })
      .then((answer) => {
        if (!request.live) return;
        if (answer.superseded) {
          // Another tab's newer preview of this file took its turn on the server: asked again after a pause.
          asked = undefined;
          clearTimeout(timer);
          timer = setTimeout(refresh, PREVIEW_MS);
          return;
        }
        setIssues(answer.issues);
        setPreviewError(undefined);
        const document = previewFrame()?.contentDocument;
        if (answer.html === undefined && lastHtml === '' && document) drawProblems(document, answer.issues);
        if (answer.html !== undefined && answer.html !== lastHtml) draw(answer.html);
      })
      .catch((error: unknown) => request.live && setPreviewError(messageOf(error)));
  };
  const stop = editorStore.subscribe(() => {
    const doc = editorStore.get().doc;
    if (!doc || doc.draft === asked) return;
    clearTimeout(timer);
    const opening = doc.file !== shownFile;
    shownFile = doc.file;
    timer = setTimeout(refresh, opening ? 0 : PREVIEW_MS);
  });
  return () => {
    stop();
    current.live = false;
    clearTimeout(timer);
  };
}
