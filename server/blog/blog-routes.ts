import type { FastifyInstance } from 'fastify';
import type {
  BlogPostResponseBody,
  BlogPostsResponseBody,
  CategoriesResponseBody,
  CategoryResponseBody,
  RelatedPostsResponseBody,
} from '../../src/common/blog-api-contract';
import { parseId } from '../api/id-param';
import { sendJsonRead } from '../api/json-read';
import type { BlogStore } from './blog-store';

/**
 * The blog's read API, in the shapes of spec §7. Each answer the browser reads is typed with the
 * contract's wire shape (src/common/blog-api-contract.ts, the schemas the browser's fetchers parse with),
 * so a store whose records drift from it does not compile; blog-api.test.ts parses the real answers with them.
 *   GET /api/categories            → {status: 200, records: [{id, title}]}
 *   GET /api/categories/:catId     → {status: 200, records: [{id, title}]} (404: {status: 404, records: [], message})
 *   GET /api/blogs?catId=          → [{id, title, date, image}], newest first; every post without catId
 *   GET /api/blogs/:id             → {records: [{id, title, date, author, image, content, category}]}  (404: {records: [], message})
 *   GET /api/blogs/:id/related     → [{id, title}], same category, never the post itself (404: [])
 * A malformed id answers 400 with a message naming the parameter.
 */
export function registerBlogRoutes(api: FastifyInstance, store: BlogStore): void {
  api.get('/api/categories', async (request, reply) =>
    sendJsonRead(request, reply, { status: 200, records: await store.categories() } satisfies CategoriesResponseBody),
  );

  api.get<{ Params: { catId: string } }>('/api/categories/:catId', async (request, reply) => {
    const catId = parseId('catId', request.params.catId);
    if (!catId.ok) return sendJsonRead(request, reply, { status: 400, records: [], message: catId.message }, 400);
    const category = await store.category(catId.id);
    if (category === undefined) {
      return sendJsonRead(request, reply, { status: 404, records: [], message: `No category has the id ${catId.id}.` }, 404);
    }
    return sendJsonRead(request, reply, { status: 200, records: [category] } satisfies CategoryResponseBody & { status: 200 });
  });

  api.get<{ Querystring: { catId?: string | string[] } }>('/api/blogs', async (request, reply) => {
    const { catId } = request.query;
    // `?catId=` (empty) is what a link with no category sends: it means every post.
    if (catId === undefined || catId === '') return sendJsonRead(request, reply, (await store.posts()) satisfies BlogPostsResponseBody);
    const parsed = parseId('catId', catId);
    if (!parsed.ok) return sendJsonRead(request, reply, { message: parsed.message }, 400);
    return sendJsonRead(request, reply, (await store.posts(parsed.id)) satisfies BlogPostsResponseBody);
  });

  api.get<{ Params: { id: string } }>('/api/blogs/:id', async (request, reply) => {
    const id = parseId('id', request.params.id);
    if (!id.ok) return sendJsonRead(request, reply, { records: [], message: id.message }, 400);
    const post = await store.post(id.id);
    if (post === undefined) {
      return sendJsonRead(request, reply, { records: [], message: 'This blog post does not exist or was removed.' } satisfies BlogPostResponseBody, 404);
    }
    return sendJsonRead(request, reply, { records: [post] } satisfies BlogPostResponseBody);
  });

  api.get<{ Params: { id: string } }>('/api/blogs/:id/related', async (request, reply) => {
    const id = parseId('id', request.params.id);
    if (!id.ok) return sendJsonRead(request, reply, { message: id.message }, 400);
    const related = await store.related(id.id);
    if (related === undefined) return sendJsonRead(request, reply, [], 404);
    return sendJsonRead(request, reply, related satisfies RelatedPostsResponseBody);
  });
}
