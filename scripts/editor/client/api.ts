/** The editor's calls to its server: JSON both ways, with the header every change must carry (security.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `The editor's server answered ${status}`);
  }
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
    headers: { 'content-type': 'application/json', 'x-editor-request': '1' },
    body: JSON.stringify(body),
  }).then((response) => answer<T>(response));
