import * as z from 'zod/mini';
import { siteConfig } from '../../../../site.config';
import { ApiError } from '../../../api/api-error';
import { fillPathTemplate, withQuery } from '../../../api/endpoint-url';
import { parseResponse } from '../../../api/parse-response';
import { requestJson, type ApiSettings } from '../../../api/request-json';
import { optionalTextSchema, recordIdSchema } from '../../../api/response-fields';

/** GET blog list (`?catId=`, or every post without it) → `[{ id, title, date, image }]`, newest first (spec §7). */
export const blogPostsResponseSchema = z.array(
  z.object({
    id: recordIdSchema,
    title: z.string(),
    date: z.string(),
    /** File name under the uploads path; null or "" when the post has none. */
    image: optionalTextSchema,
  }),
);

export type BlogPostSummary = z.output<typeof blogPostsResponseSchema>[number];

export async function getBlogPosts(catId: string | undefined, settings?: ApiSettings): Promise<BlogPostSummary[]> {
  const response = await requestJson(withQuery(fillPathTemplate(siteConfig.api.endpoints.blogs), { catId }), {}, settings);
  if (!response.ok) throw new ApiError(`Blog list answered ${response.status}`, response.status);
  return parseResponse(blogPostsResponseSchema, response.body, 'Blog list', response.status);
}
