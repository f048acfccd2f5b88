import * as z from 'zod/mini';
import { siteConfig } from '../../../../site.config';
import { ApiError } from '../../../api/api-error';
import { fillPathTemplate } from '../../../api/endpoint-url';
import { parseResponse } from '../../../api/parse-response';
import { type ApiSettings, type JsonResponse, requestJson } from '../../../api/request-json';
import { type BlogPost, blogPostNotFoundSchema, blogPostResponseSchema } from '../../../common/blog-api-contract';

/** GET blog detail (spec §7; the schemas are in src/common/blog-api-contract.ts): a post, or none with the server's explanation. */
export type BlogPostResult = { post: BlogPost | undefined; message: string | undefined };

export async function getBlogPost(id: string, settings?: ApiSettings): Promise<BlogPostResult> {
  let response: JsonResponse;
  try {
    response = await requestJson(fillPathTemplate(siteConfig.api.endpoints.blog, { id }), {}, settings);
  } catch (error) {
    // A 404 page that is not JSON still means "no such post".
    if (error instanceof ApiError && error.status === 404) return { post: undefined, message: undefined };
    throw error;
  }
  if (response.status === 404) {
    const notFound = z.safeParse(blogPostNotFoundSchema, response.body);
    return { post: undefined, message: (notFound.success && notFound.data.message) || undefined };
  }
  if (!response.ok) throw new ApiError(`Blog post ${id} answered ${response.status}`, response.status);
  const { records, message } = parseResponse(blogPostResponseSchema, response.body, `Blog post ${id}`, response.status);
  return { post: records[0], message: message || undefined };
}
