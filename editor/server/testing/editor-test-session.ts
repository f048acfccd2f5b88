import type { LightMyRequestResponse } from 'fastify';
import { type Editor, type EditorOptions, startEditor } from '../editor-server';
import { PAGE_SECRET_META, REQUEST_HEADER } from '../security';
import { copyProjectForEditor } from './editor-test-root';

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
  /** The second secret the one-time address's page carried, sent in REQUEST_HEADER with every change. */
  pageSecret: string;
  /** A request as any client could send it: only the Host is set; headers add to or replace it. */
  inject(options: { method?: Method; url: string; headers?: Record<string, string>; payload?: string }): Promise<LightMyRequestResponse>;
  /** A change as the editor's page sends it: cookie, Origin, the secret's header and JSON; headers replace any of them. */
  change(url: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** `extraFiles`: more of the project to copy (the preview needs the site's sources: src, schemas, site.config.ts, tsconfig.json). */
export async function openEditorForTest(options: Partial<Omit<EditorOptions, 'rootDir'>> = {}, extraFiles: readonly string[] = []): Promise<EditorTestSession> {
  const { root, remove } = await copyProjectForEditor(extraFiles);
  return openEditorOn(root, options, remove);
}

/** An editor on an existing folder (a maintainer's clone), logged in once; `remove` runs after it is closed. */
export async function openEditorOn(
  root: string,
  options: Partial<Omit<EditorOptions, 'rootDir'>> = {},
  remove: () => Promise<void> = async () => {},
): Promise<EditorTestSession> {
  const editor = await startEditor({ rootDir: root, port: 0, preview: false, ...options });
  const host = new URL(editor.origin).host;
  const inject: EditorTestSession['inject'] = ({ method = 'GET', url, headers, payload }) =>
    editor.app.inject({ method, url, headers: { host, ...headers }, payload });
  const start = new URL(editor.startUrl);
  const login = await inject({ url: start.pathname + start.search });
  const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  const pageSecret = pageSecretOf(login.body);
  return {
    editor,
    root,
    host,
    cookie,
    pageSecret,
    inject,
    change: (url, body, headers = {}) =>
      inject({
        method: 'POST',
        url,
        headers: { cookie, origin: editor.origin, 'content-type': 'application/json', [REQUEST_HEADER]: pageSecret, ...headers },
        payload: JSON.stringify(body),
      }),
    close: async () => {
      await editor.close();
      await remove();
    },
  };
}

/** The second secret in the page the one-time address returns (its meta element); '' when there is none. */
export function pageSecretOf(html: string): string {
  return new RegExp(`<meta name="${PAGE_SECRET_META}" content="([A-Za-z0-9_-]+)">`).exec(html)?.[1] ?? '';
}
