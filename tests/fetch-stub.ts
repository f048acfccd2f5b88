import { vi } from 'vitest';

/** A JSON answer as a server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type FetchHandler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Replaces fetch for one test (tests/setup.ts puts a never-answering one back afterwards). The
 * handler sees the address resolved against http://localhost, so it can switch on pathname and search.
 */
export function stubFetch(handler: FetchHandler) {
  // Typed with a required init: requestJson always passes one, and tests read it from mock.calls.
  const fetchMock = vi.fn<(input: RequestInfo | URL, init: RequestInit) => Promise<Response>>(async (input, init) =>
    handler(new URL(String(input), 'http://localhost'), init ?? {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise with its resolve function, to hold an answer back until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
