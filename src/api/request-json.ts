import { siteConfig } from '../../site.config';
import { ApiError } from './api-error';

/** Where calls go and how they authenticate; `siteConfig.api` unless a test passes its own. */
export type ApiSettings = { baseUrl: string; token: string | undefined; requestTimeoutMs: number };

export type JsonResponse = { status: number; ok: boolean; body: unknown };

type RequestOptions = { method?: 'GET' | 'POST'; body?: unknown };

/**
 * One call to the blog and contact API: JSON content type, credentials included, a bearer token only
 * when one is configured, and a time-out covering the whole exchange. Any HTTP status resolves (the
 * endpoint decides what a 404 means); a network failure, time-out or non-JSON body rejects with ApiError.
 */
export async function requestJson(path: string, { method = 'GET', body }: RequestOptions = {}, settings: ApiSettings = siteConfig.api): Promise<JsonResponse> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (settings.token) headers.Authorization = `Bearer ${settings.token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.requestTimeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}${path}`, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      throw new ApiError(
        controller.signal.aborted ? `${method} ${path} timed out after ${settings.requestTimeoutMs} ms` : `${method} ${path} failed: network error`,
      );
    }
    try {
      return { status: response.status, ok: response.ok, body: (await response.json()) as unknown };
    } catch {
      throw new ApiError(`${method} ${path} answered ${response.status} without a JSON body`, response.status);
    }
  } finally {
    clearTimeout(timer);
  }
}
