import * as z from 'zod/mini';
import { fillPathTemplate, withQuery } from '../../src/api/endpoint-url';
import {
  blogPostResponseSchema,
  blogPostsResponseSchema,
  categoriesResponseSchema,
  categoryResponseSchema,
  relatedPostsResponseSchema,
} from '../../src/common/blog-api-contract';
import { endpoints, expect, fetchCategories, fetchPosts, test } from './support/legacy-test';

/**
 * The API's answers against the response schemas the site checks them with (src/common/blog-api-contract.ts, the one definition the fetchers and the server use):
 * against the stand-in, that it answers what the site expects; against a real backend
 * (LEGACY_API_BASE), which answer of the backend the site would refuse, and which field, before any
 * page shows an error state for it.
 */

function expectShape(schema: z.ZodMiniType, body: unknown, what: string) {
  const result = z.safeParse(schema, body);
  expect.soft(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`), what).toEqual([]);
}

async function getJson(api: Parameters<typeof fetchPosts>[0], address: string) {
  const response = await api.get(address.replace(/^\//, ''));
  expect(response.status(), address).toBe(200);
  return response.json() as Promise<unknown>;
}

test('every read endpoint answers in the shape the site reads', async ({ api }) => {
  expectShape(categoriesResponseSchema, await getJson(api, endpoints.categories), endpoints.categories);
  const categories = await fetchCategories(api);
  expect(categories.length, 'categories').toBeGreaterThan(0);
  expectShape(blogPostsResponseSchema, await getJson(api, endpoints.blogs), endpoints.blogs);
  for (const category of categories) {
    const list = withQuery(endpoints.blogs, { catId: category.id });
    expectShape(blogPostsResponseSchema, await getJson(api, list), list);
    const one = fillPathTemplate(endpoints.category, { catId: category.id });
    expectShape(categoryResponseSchema, await getJson(api, one), one);
  }
  const [post] = await fetchPosts(api);
  expect(post, 'a post').toBeDefined();
  const detail = fillPathTemplate(endpoints.blog, { id: post?.id ?? '' });
  const body = await getJson(api, detail);
  expectShape(blogPostResponseSchema, body, detail);
  expect((body as { records: unknown[] }).records, detail).toHaveLength(1);
  const related = fillPathTemplate(endpoints.relatedBlogs, { id: post?.id ?? '' });
  expectShape(relatedPostsResponseSchema, await getJson(api, related), related);
});
