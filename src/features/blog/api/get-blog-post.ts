import * as z from 'zod/mini';
import { siteConfig } from '../../../../site.config';
import { ApiError } from '../../../api/api-error';
import { fillPathTemplate } from '../../../api/endpoint-url';
import { parseResponse } from '../../../api/parse-response';
import { requestJson, type ApiSettings, type JsonResponse } from '../../../api/request-json';
import { optionalTextSchema, recordIdSchema } from '../../../api/response-fields';

/** GET blog detail → `{ records: [post], message? }`; an unknown id is a 404 with no records (spec §7). */
export const blogPostResponseSchema = z.object({
  records: z.array(
    z.object({
      id: recordIdSchema,
      title: z.string(),
      date: z.string(),
      author: optionalTextSchema,
      image: optionalTextSchema,
      /** HTML, sanitised before display. */
      content: z.pipe(
        z.optional(z.nullable(z.string())),
        z.transform((html: string | null | undefined) => html ?? ''),
      ),
      category: optionalTextSchema,
    }),
  ),
  message: z.optional(z.nullable(z.string())),
});

export type BlogPost = z.output<typeof blogPostResponseSchema>['records'][number];

/** A post, or none with the server's explanation. */
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
  if (!response.ok && response.status !== 404) throw new ApiError(`Blog post ${id} answered ${response.status}`, response.status);
  const { records, message } = parseResponse(blogPostResponseSchema, response.body, `Blog post ${id}`, response.status);
  return { post: response.ok ? records[0] : undefined, message: message || undefined };
}
