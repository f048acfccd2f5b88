import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { parse } from 'jsonc-parser';

/**
 * Every route, read from the manifest itself (content/pages/*.json) when the tests are collected, so
 * "every route" stays true as pages are added or removed. The tests are listed before the web server
 * has built the site, so dist/routes.json may not exist yet; the manifest always does.
 */
const pagesDir = path.join(import.meta.dirname, '..', '..', '..', 'content', 'pages');

type ManifestPage = { path: string; title: string; status?: number; sections: { type: string }[]; source: string };

function readManifestPages(): ManifestPage[] {
  return readdirSync(pagesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const source = readFileSync(path.join(pagesDir, name), 'utf8');
      // Cast: the build has validated these files against the page schema; only these fields are read.
      return { ...(parse(source) as Omit<ManifestPage, 'source'>), source };
    });
}

const manifestPages = readManifestPages();

/** Pages with a fixed address: each is prerendered at build time. */
export const staticRoutes: string[] = manifestPages.filter((page) => page.status !== 404 && !page.path.includes(':')).map((page) => page.path);

/** The section types of a static route's page, top to bottom. */
export function sectionTypesOf(route: string): string[] {
  return manifestPages.find((page) => page.path === route)?.sections.map((section) => section.type) ?? [];
}

/** Static routes whose page file matches `pattern`, e.g. the pages with a video. */
export function staticRoutesMentioning(pattern: RegExp): string[] {
  return manifestPages.filter((page) => staticRoutes.includes(page.path) && pattern.test(page.source)).map((page) => page.path);
}

/** The not-found page's title (the page with "status": 404). */
export const notFoundTitle: string = manifestPages.find((page) => page.status === 404)?.title ?? '';

/** The redirects of content/site.json: old addresses that must keep working. */
export const redirects: { from: string; to: string }[] =
  // Cast: validated by the build like the pages; only these fields are read.
  (parse(readFileSync(path.join(pagesDir, '..', 'site.json'), 'utf8')) as { redirects?: { from: string; to: string }[] }).redirects ?? [];

/** Pages with parameters (blog category, blog post): filled with ids the test server's API knows. */
export const dynamicRoutePatterns: string[] = manifestPages.filter((page) => page.path.includes(':')).map((page) => page.path);

/** Fills "/our/blog/:id/single" with an id. */
function fillRoute(pattern: string, value: string | number): string {
  return pattern.replace(/:[A-Za-z][A-Za-z0-9_]*/, String(value));
}

export type Category = { id: number; title: string };
export type PostSummary = { id: number; title: string; date: string; image: string | null };

export async function fetchCategories(request: APIRequestContext): Promise<Category[]> {
  const response = await request.get('/api/categories');
  if (!response.ok()) throw new Error(`/api/categories answered ${response.status()}`);
  return ((await response.json()) as { records: Category[] }).records;
}

export async function fetchPosts(request: APIRequestContext, catId?: number): Promise<PostSummary[]> {
  const response = await request.get(catId === undefined ? '/api/blogs' : `/api/blogs?catId=${catId}`);
  if (!response.ok()) throw new Error(`/api/blogs answered ${response.status()}`);
  return (await response.json()) as PostSummary[];
}

/** The title of the suite's own post full of script-injection vectors (tests/e2e/fixtures/blog/posts/). */
export const injectionPostTitlePrefix = 'Script injection vectors';

/** An address for a page with parameters: the first category, or the newest post of content/blog/ (not the injection post). */
export async function exampleAddress(request: APIRequestContext, pattern: string): Promise<string> {
  if (pattern.includes(':catId')) {
    const [category] = await fetchCategories(request);
    if (!category) throw new Error('the test database has no category');
    return fillRoute(pattern, category.id);
  }
  const [post] = (await fetchPosts(request)).filter((candidate) => !candidate.title.startsWith(injectionPostTitlePrefix));
  if (!post) throw new Error('the test database has no post');
  return fillRoute(pattern, post.id);
}
