import type { BlogPostResponseBody, BlogPostsResponseBody, CategoryResponseBody, RelatedPostsResponseBody } from './blog-api-contract';

/**
 * What the reference server hands the render entry to render a blog page with its data
 * (server/blog/blog-page-render.ts → src/entry-server.tsx `renderPageIslands`): the store's records
 * in the API's shapes (spec §7), checked by the same response schemas the browser's fetchers use
 * (blog-fallback.ts), and typed with those schemas' wire shapes (blog-api-contract.ts), so the data can
 * never take a shape the island would not accept.
 */
export type BlogPageData = {
  /** The query string the page is rendered for, e.g. "?page=2" or "". */
  search: string;
  /** The address's path, e.g. "/blogs". */
  path: string;
} & (
  | {
      kind: 'list';
      /** The category listed; undefined lists every post. */
      catId: string | undefined;
      /** As GET /api/blogs answers. */
      posts: BlogPostsResponseBody;
      /** As one record of GET /api/categories/:catId; undefined for an unknown category. */
      category: CategoryResponseBody['records'][number] | undefined;
    }
  | {
      kind: 'post';
      /** The id as the address wrote it (maybe malformed). */
      id: string;
      /** One record of GET /api/blogs/:id, its content already sanitised; undefined when there is no such post. */
      post: BlogPostResponseBody['records'][number] | undefined;
      /** As GET /api/blogs/:id/related answers. */
      related: RelatedPostsResponseBody;
    }
);
