import { unstable_serialize } from 'swr';
import { blogPostResponseSchema, blogPostsResponseSchema, categoryResponseSchema, relatedPostsResponseSchema } from '../../../common/blog-api-contract';
import type { BlogPageData } from '../../../common/blog-page-data';
import { blogPostKey } from '../api/use-blog-post';
import { blogPostsKey } from '../api/use-blog-posts';
import { categoryKey } from '../api/use-category';
import { relatedPostsKey } from '../api/use-related-posts';
import type { EmbeddedBlogData } from './embedded-blog-data';

/**
 * The server's blog data as the island embeds it: SWR fallbacks under the keys the hooks read, with
 * the values their fetchers return, parsed by the same response schemas (an answer the browser
 * would refuse throws here, and the server falls back to the page without data).
 */
export function embeddedBlogData(data: BlogPageData): EmbeddedBlogData {
  const fallback: Record<string, unknown> = {};
  if (data.kind === 'list') {
    fallback[unstable_serialize(blogPostsKey(data.catId))] = blogPostsResponseSchema.parse(data.posts);
    if (data.catId !== undefined) {
      const { records } = categoryResponseSchema.parse({ records: data.category === undefined ? [] : [data.category] });
      fallback[unstable_serialize(categoryKey(data.catId))] = { title: records[0]?.title || undefined };
    }
  } else {
    const { records } = blogPostResponseSchema.parse({ records: data.post === undefined ? [] : [data.post] });
    // No such post (or a malformed id): the spec's "No blog found." and the way back to the list.
    fallback[unstable_serialize(blogPostKey(data.id))] = { post: records[0], message: undefined };
    fallback[unstable_serialize(relatedPostsKey(data.id))] = relatedPostsResponseSchema.parse(data.related);
  }
  return { fallback, search: data.search, path: data.path };
}
