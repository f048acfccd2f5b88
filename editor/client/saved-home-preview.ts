import { post } from './api';
import type { EditorIssue } from './form-types';

function writeMessage(document: Document, heading: string, lines: string[]): void {
  document.body.replaceChildren();
  const title = document.createElement('h2');
  title.textContent = heading;
  const list = document.createElement('ul');
  for (const text of lines) {
    const line = document.createElement('li');
    line.textContent = text;
    list.append(line);
  }
  document.body.append(title, list);
}

/**
 * With no file open, the preview pane shows the home page as saved on disk (issue 28, B12): never a
 * blank frame under "Preview of the home page". Links in it do not leave the editor. Returns the
 * effect's clean-up: an answer that arrives after a file was opened is dropped.
 */
export function drawSavedHomePage(frame: HTMLIFrameElement | null): () => void {
  let current = true;
  post<{ issues: EditorIssue[]; html?: string }>('/api/preview', { drafts: {}, path: '/' })
    .then((answer) => {
      const document = frame?.contentDocument;
      if (!current || !document) return;
      if (answer.html === undefined) {
        writeMessage(
          document,
          'The home page cannot be drawn until these problems in the saved files are fixed:',
          answer.issues.map((issue) => `${issue.file} ${issue.path}: ${issue.message}`),
        );
        return;
      }
      document.open();
      document.write(answer.html);
      document.close();
      document.addEventListener('click', (event) => event.preventDefault());
    })
    .catch((error: unknown) => {
      const document = frame?.contentDocument;
      if (current && document) writeMessage(document, 'The home page cannot be drawn:', [error instanceof Error ? error.message : String(error)]);
    });
  return () => {
    current = false;
  };
}
