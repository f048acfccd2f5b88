import type { LightMyRequestResponse } from 'fastify';
import { type Editor, type EditorOptions, startEditor } from './editor-server';
import { copyProjectForEditor } from './editor-test-root';
import { REQUEST_HEADER } from './security';

type Method = 'GET' | 'POST' | 'OPTIONS';

/** An editor on a copy of the project, logged in once, for the server's tests (no browser). */
export interface EditorTestSession {
  editor: Editor;
  /** The copy's folder, written by the editor and removed by close(). */
  root: string;
  /** The editor's own Host header, sent by default (a request without it is refused). */
  host: string;
  /** The session cookie the one-time address gave, `editor-session=…`. */
  cookie: string;
  /** A request as any client could send it: only the Host is set; headers add to or replace it. */
  inject(options: { method?: Method; url: string; headers?: Record<string, string>; payload?: string }): Promise<LightMyRequestResponse>;
  /** A change as the editor's page sends it: cookie, Origin, the custom header and JSON; headers replace any of them. */
  change(url: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function openEditorForTest(options: Partial<Omit<EditorOptions, 'rootDir'>> = {}): Promise<EditorTestSession> {
  const { root, remove } = await copyProjectForEditor();
  const editor = await startEditor({ rootDir: root, port: 0, preview: false, ...options });
  const host = new URL(editor.origin).host;
  const inject: EditorTestSession['inject'] = ({ method = 'GET', url, headers, payload }) =>
    editor.app.inject({ method, url, headers: { host, ...headers }, payload });
  const start = new URL(editor.startUrl);
  const login = await inject({ url: start.pathname + start.search });
  const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  return {
    editor,
    root,
    host,
    cookie,
    inject,
    change: (url, body, headers = {}) =>
      inject({
        method: 'POST',
        url,
        headers: { cookie, origin: editor.origin, 'content-type': 'application/json', [REQUEST_HEADER]: '1', ...headers },
        payload: JSON.stringify(body),
      }),
    close: async () => {
      await editor.close();
      await remove();
    },
  };
}
