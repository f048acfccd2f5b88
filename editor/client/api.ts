/** The editor's calls to its server: JSON both ways, with the header every change must carry (security.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `The editor's server answered ${status}`);
  }
}

/** The header that carries the page's session secret; a cookie never carries it (issue 27 item 10). */
export const SESSION_HEADER = 'x-editor-session';
/** The meta element of the page the one-time address returns, with the secret in its content. */
export const SESSION_META = 'editor-session';

let sessionSecret = '';

/**
 * Takes the secret the one-time address's page carries into memory and into this tab's sessionStorage
 * (per origin and port, so a reload keeps it and no other server on 127.0.0.1 can read it), removes it
 * from the page and the spent token from the address bar. Called once, before the editor is drawn.
 */
export function keepSessionSecret(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SESSION_META}"]`);
  if (meta?.content) {
    sessionStorage.setItem(SESSION_META, meta.content);
    meta.remove();
    history.replaceState(null, '', '/');
  }
  sessionSecret = sessionStorage.getItem(SESSION_META) ?? '';
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

export const get = <T>(url: string) => fetch(url, { credentials: 'same-origin' }).then((response) => answer<T>(response));

export const post = <T>(url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [SESSION_HEADER]: sessionSecret },
    body: JSON.stringify(body),
  }).then((response) => answer<T>(response));
