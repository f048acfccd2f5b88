import { type APIRequestContext, test as base, expect, type Page, type Request } from '@playwright/test';
import { apiTargetFromEnv } from '../../../site.config';
import { legacyEnvironment } from './environment';

const environment = legacyEnvironment();

/** The origin the build's calls go to: the site's own with the stand-in, LEGACY_API_BASE's otherwise. */
export const apiOrigin = environment.apiOrigin;

/** The legacy preset's endpoint table (site.config.ts): the tests follow the paths the build uses. */
export const endpoints = apiTargetFromEnv({ VITE_API_PRESET: 'legacy' }).endpoints;

/** The path part of an endpoint, without its query: what a call's address starts with. */
function endpointPath(name: keyof typeof endpoints): string {
  return endpoints[name].split('?')[0] ?? '';
}

const apiCallPaths = (['categories', 'category', 'blogs', 'blog', 'relatedBlogs', 'contact'] as const).map(
  (name) => `${environment.apiBase === '' ? '' : new URL(environment.apiBase).pathname.replace(/\/$/, '')}${endpointPath(name)}`,
);

/** A call of the site to the API (not an uploaded image, not a page). */
export function isApiCall(request: Request): boolean {
  const url = new URL(request.url());
  return url.origin === environment.apiOrigin && apiCallPaths.includes(url.pathname);
}

/** Whether a call's address is that endpoint's. */
export const isCallTo = (name: keyof typeof endpoints) => (url: string | URL) => new URL(String(url)).pathname.endsWith(endpointPath(name));

export type Switch =
  `${'categories' | 'category' | 'blogs' | 'blog' | 'related' | 'contact'}:${'slow' | 'hang' | '500' | 'status' | 'malformed' | 'empty' | 'false'}`;

type Fixtures = {
  /** The API calls the test's page made, each checked for the bearer credential when the test ends. */
  apiCalls: Request[];
  /** The API as a Node client sees it (with the credential), to know what the pages should show. */
  api: APIRequestContext;
  /** Makes endpoints of the stand-in misbehave for this page's calls (tests/legacy-api/README.md). */
  standIn: (...switches: Switch[]) => Promise<void>;
  /** Uncaught errors of the page (an unhandled rejection of an ignored failure would be one). */
  pageErrors: string[];
};

export const test = base.extend<Fixtures>({
  apiCalls: [
    async ({ page }, use) => {
      const calls: Request[] = [];
      page.on('request', (request) => {
        if (isApiCall(request)) calls.push(request);
      });
      await use(calls);
      for (const call of calls) {
        expect(await call.headerValue('authorization'), `${call.method()} ${call.url()}`).toBe(`Bearer ${environment.token}`);
      }
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  api: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({
      baseURL: `${environment.apiBase === '' ? environment.siteOrigin : environment.apiBase}/`,
      extraHTTPHeaders: { Authorization: `Bearer ${environment.token}`, Accept: 'application/json' },
    });
    await use(api);
    await api.dispose();
  },
  standIn: async ({ page }, use) => {
    await use(async (...switches) => {
      await page.setExtraHTTPHeaders({ 'X-Stand-In': switches.join(',') });
    });
  },
});

export { expect };

export type Category = { id: string; title: string };
export type PostSummary = { id: string; title: string; date: string; image: string | null };

/** GET an endpoint with its placeholders filled, as JSON (whatever the status). */
export async function apiGet<T>(api: APIRequestContext, name: keyof typeof endpoints, params: Record<string, string> = {}, query = ''): Promise<T> {
  const address = endpoints[name].replace(/\{(\w+)\}/g, (_match, key: string) => encodeURIComponent(params[key] ?? ''));
  const response = await api.get(`${address.replace(/^\//, '')}${query}`);
  return (await response.json()) as T;
}

export async function fetchCategories(api: APIRequestContext): Promise<Category[]> {
  return (await apiGet<{ records: Category[] }>(api, 'categories')).records.map(({ id, title }) => ({ id: String(id), title }));
}

export async function fetchPosts(api: APIRequestContext, catId?: string): Promise<PostSummary[]> {
  const posts = await apiGet<PostSummary[]>(api, 'blogs', {}, catId === undefined ? '' : `?catId=${encodeURIComponent(catId)}`);
  return posts.map((post) => ({ ...post, id: String(post.id) }));
}

/** "2024-09-20 09:30:00" → "20 September 2024", as the site writes dates (src/format/format-long-date.ts). */
export function longDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Opens a page of the site and waits until its scripts have started (every eager island mounted). */
export async function openPage(page: Page, address: string): Promise<void> {
  const response = await page.goto(address);
  expect(response?.status(), `status of ${address}`).toBe(200);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-island]')).every(
      (island) => island.getAttribute('data-trigger') === 'visible' || island.getAttribute('data-island-state') === 'mounted',
    ),
  );
}
