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

/**
 * What a 404 says: only the message counts. The old PHP backend answers an unknown id with
 * `{"message": "…"}` alone, without `records` (the stand-in in tests/legacy-api/ does the same).
 */
const notFoundResponseSchema = z.object({ message: z.optional(z.nullable(z.string())) });

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
  if (response.status === 404) {
    const notFound = z.safeParse(notFoundResponseSchema, response.body);
    return { post: undefined, message: (notFound.success && notFound.data.message) || undefined };
  }
  if (!response.ok) throw new ApiError(`Blog post ${id} answered ${response.status}`, response.status);
  const { records, message } = parseResponse(blogPostResponseSchema, response.body, `Blog post ${id}`, response.status);
  return { post: records[0], message: message || undefined };
}
