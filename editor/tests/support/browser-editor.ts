import type { Page } from '@playwright/test';
import { type Editor, startEditor } from '../../server/editor-server';
import { PAGE_SECRET_META } from '../../server/security';
import { copyProjectForEditor } from '../../server/testing/editor-test-root';
import { pageSecretOf } from '../../server/testing/editor-test-session';

/**
 * An editor for one spec file's tests, on a copy of the project (what the preview renders with included)
 * and on a free port. The printed address works once, so it is opened here and the tests share its
 * session cookie and the page's second secret (put in each tab's sessionStorage, as the editor's page
 * keeps it after the one-time address).
 */
export interface BrowserEditor {
  editor: Editor;
  /** The copy's folder: what a save writes. */
  root: string;
  /** Gives the page the session cookie and the page's secret, and opens the editor. */
  open(page: Page): Promise<void>;
  close(): Promise<void>;
}

export async function startBrowserEditor(): Promise<BrowserEditor> {
  const { root, remove } = await copyProjectForEditor(['src', 'schemas', 'site.config.ts', 'tsconfig.json']);
  const editor = await startEditor({ rootDir: root, port: 0 });
  const login = await fetch(editor.startUrl, { redirect: 'manual' });
  const session = /editor-session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const pageSecret = pageSecretOf(await login.text());
  return {
    editor,
    root,
    open: async (page) => {
      await page.context().addCookies([{ name: 'editor-session', value: session, url: editor.origin, httpOnly: true, sameSite: 'Strict' }]);
      await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [PAGE_SECRET_META, pageSecret] as const);
      await page.goto(editor.origin);
    },
    close: async () => {
      await editor.close();
      await remove();
    },
  };
}
