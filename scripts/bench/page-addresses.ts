/**
 * The addresses the bench loads: every prerendered page of dist/routes.json, with the routes that have
 * parameters (a blog post, a blog category) filled in from the running server's API, each with the
 * budget kind its sections put it in.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildManifest } from '../../src/engine/build/build-manifest';
import type { PageKind } from './bench.config';
import { pageKindOf } from './page-kind';

export type BenchPage = { path: string; pageId: string; kind: PageKind; sectionTypes: string[] };
/** Values from the API that fill a route's parameters and a configured page's placeholders. */
export type ApiValues = { newestPostId?: number; firstCategoryId?: number };

/** Which API value fills which route parameter (the `:id` of /our/blog/:id/single…). */
const parameterValues: Record<string, keyof ApiValues> = { id: 'newestPostId', catId: 'firstCategoryId' };

/** A route with `:parameters` or a configured page with `{placeholders}`, filled in; undefined when a value is missing. */
export function fillAddress(pattern: string, values: ApiValues): string | undefined {
  let missing = false;
  const filled = pattern
    .replace(/:(\w+)/g, (_, name: string) => {
      const key = parameterValues[name];
      const value = key === undefined ? undefined : values[key];
      if (value === undefined) missing = true;
      return String(value);
    })
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = name === 'newestPostId' || name === 'firstCategoryId' ? values[name] : undefined;
      if (value === undefined) missing = true;
      return String(value);
    });
  return missing ? undefined : filled;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The newest post (GET /api/blogs answers newest first) and the first category, from the server at origin. */
export async function apiValues(origin: string): Promise<ApiValues> {
  const values: ApiValues = {};
  try {
    // Cast: GET /api/blogs answers an array of posts, newest first (README, API server).
    const posts = (await getJson(`${origin}/api/blogs`)) as { id: number }[];
    if (posts[0]) values.newestPostId = posts[0].id;
  } catch (error) {
    console.log(`  No blog post to measure: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    // Cast: GET /api/categories answers {status, records: [{id, title}]} (README, API server).
    const categories = (await getJson(`${origin}/api/categories`)) as { records?: { id: number }[] };
    if (categories.records?.[0]) values.firstCategoryId = categories.records[0].id;
  } catch (error) {
    console.log(`  No blog category to measure: ${error instanceof Error ? error.message : String(error)}`);
  }
  return values;
}

/** Every prerendered page, with its kind; the routes with parameters that could not be filled are returned apart. */
export async function benchPages(rootDir: string, values: ApiValues): Promise<{ pages: BenchPage[]; unfilled: string[] }> {
  const manifest = await buildManifest(rootDir);
  const sectionsOf = new Map(manifest.pages.map((page) => [page.id, page.sections.map((section) => section.type)]));
  const idOf = new Map(manifest.routes.map((route) => [route.path, route.pageId]));
  // Cast: dist/routes.json is written by scripts/build.ts in this shape.
  const routes = JSON.parse(await readFile(path.join(rootDir, 'dist', 'routes.json'), 'utf8')) as {
    pages: string[];
    dynamicPages?: { path: string; pageId: string }[];
  };
  const pages: BenchPage[] = [];
  const unfilled: string[] = [];
  const add = (address: string, pageId: string | undefined) => {
    if (pageId === undefined) return;
    const sectionTypes = sectionsOf.get(pageId) ?? [];
    pages.push({ path: address, pageId, kind: pageKindOf(sectionTypes), sectionTypes });
  };
  for (const address of routes.pages) add(address, idOf.get(address));
  for (const dynamic of routes.dynamicPages ?? []) {
    const address = fillAddress(dynamic.path, values);
    if (address === undefined) unfilled.push(dynamic.path);
    else add(address, dynamic.pageId);
  }
  return { pages, unfilled };
}
