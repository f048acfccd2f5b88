import { apiTargetFromEnv, siteConfig } from '../../site.config';
import { deferred, jsonResponse, stubFetch } from '../../tests/fetch-stub';
import { ApiError } from './api-error';
import { fillPathTemplate, uploadUrl, withQuery } from './endpoint-url';
import { type ApiSettings, requestJson } from './request-json';

const settings: ApiSettings = { baseUrl: '', token: undefined, requestTimeoutMs: 30000 };

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

describe('requestJson', () => {
  it('sends a JSON content type and credentials, and no Authorization header without a token', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: 1 }));
    await expect(requestJson('/api/blogs', {}, settings)).resolves.toEqual({ status: 200, ok: true, body: { ok: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/blogs');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(headersOf(init)).not.toHaveProperty('Authorization');
    expect(init.body).toBeUndefined();
  });

  it('sends the bearer token and prefixes the base address when they are configured', async () => {
    const fetchMock = stubFetch(() => jsonResponse([]));
    await requestJson('/gruppoApi/frontend/categories/categories.php', {}, { ...settings, baseUrl: 'https://old.example', token: 'abc123' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://old.example/gruppoApi/frontend/categories/categories.php');
    expect(headersOf(init).Authorization).toBe('Bearer abc123');
  });

  it('posts a JSON body', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    await requestJson('/api/contact', { method: 'POST', body: { name: 'Ama' } }, settings);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ama' });
  });

  it('resolves any HTTP status with its JSON body: the endpoint decides what it means', async () => {
    stubFetch(() => jsonResponse({ records: [], message: 'Blog not found' }, 404));
    await expect(requestJson('/api/blogs/9', {}, settings)).resolves.toEqual({ status: 404, ok: false, body: { records: [], message: 'Blog not found' } });
  });

  it('rejects with ApiError on a network failure', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(requestJson('/api/blogs', {}, settings)).rejects.toThrow(new ApiError('GET /api/blogs failed: network error'));
  });

  it('rejects with ApiError, keeping the status, when the body is not JSON', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await requestJson('/api/blogs', {}, settings).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
  });

  it(`gives up after the configured ${siteConfig.api.requestTimeoutMs} ms`, async () => {
    vi.useFakeTimers();
    try {
      stubFetch(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          }),
      );
      const outcome = requestJson('/api/blogs', {}, { ...settings, requestTimeoutMs: siteConfig.api.requestTimeoutMs }).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(siteConfig.api.requestTimeoutMs - 1);
      const early = await Promise.race([outcome, Promise.resolve('pending')]);
      expect(early).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toEqual(new ApiError('GET /api/blogs timed out after 30000 ms'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not time out an answer that arrives in time', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const outcome = requestJson('/api/blogs', {}, settings);
    answer.resolve(jsonResponse([1]));
    await expect(outcome).resolves.toMatchObject({ body: [1] });
  });
});

describe('site.config api target', () => {
  it('points at our server by default, with the spec timeout and no token', () => {
    expect(siteConfig.api.requestTimeoutMs).toBe(30000);
    const target = apiTargetFromEnv(undefined);
    expect(target).toMatchObject({ preset: 'server', baseUrl: '', token: undefined });
    expect(target.endpoints.categories).toBe('/api/categories');
    expect(target.endpoints.uploads).toBe('/uploads/');
  });

  it('offers the legacy backend with the spec categories path, a base address and a token', () => {
    const target = apiTargetFromEnv({ VITE_API_PRESET: 'legacy', VITE_API_BASE_URL: 'https://old.example/', VITE_API_TOKEN: 't0k' });
    expect(target).toMatchObject({ preset: 'legacy', baseUrl: 'https://old.example', token: 't0k' });
    expect(target.endpoints.categories).toBe('/gruppoApi/frontend/categories/categories.php');
    expect(target.endpoints.blog).toContain('?Id={id}');
    expect(target.endpoints.relatedBlogs).toContain('?id={id}');
    expect(target.endpoints.category).toContain('?catId={catId}');
  });

  it('refuses an unknown preset or a base address that is not one', () => {
    expect(() => apiTargetFromEnv({ VITE_API_PRESET: 'legasy' })).toThrow('VITE_API_PRESET must be one of "server", "legacy"; found "legasy"');
    expect(() => apiTargetFromEnv({ VITE_API_BASE_URL: 'old.example' })).toThrow(/VITE_API_BASE_URL must be empty/);
  });
});

describe('endpoint addresses', () => {
  it('fills and encodes placeholders, in the path or the query', () => {
    expect(fillPathTemplate('/api/blogs/{id}/related', { id: '7' })).toBe('/api/blogs/7/related');
    expect(fillPathTemplate('/x/blog.php?Id={id}', { id: 'a b' })).toBe('/x/blog.php?Id=a%20b');
    expect(() => fillPathTemplate('/api/blogs/{id}')).toThrow('needs a value for {id}');
  });

  it('adds query parameters, leaving out undefined ones', () => {
    expect(withQuery('/api/blogs', { catId: '3' })).toBe('/api/blogs?catId=3');
    expect(withQuery('/api/blogs', { catId: undefined })).toBe('/api/blogs');
    expect(withQuery('/x.php?a=1', { catId: '3' })).toBe('/x.php?a=1&catId=3');
  });

  it('finds uploaded images under the uploads path, keeping full addresses', () => {
    const api = { baseUrl: '', endpoints: { uploads: '/uploads/' } };
    expect(uploadUrl('post 1.webp', api)).toBe('/uploads/post%201.webp');
    expect(uploadUrl('2024/cover.png', { ...api, baseUrl: 'https://old.example' })).toBe('https://old.example/uploads/2024/cover.png');
    expect(uploadUrl('https://cdn.example/a.png', api)).toBe('https://cdn.example/a.png');
  });
});
