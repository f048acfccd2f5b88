import * as z from 'zod/mini';
import { siteConfig } from '../../../../site.config';
import { ApiError } from '../../../api/api-error';
import { fillPathTemplate } from '../../../api/endpoint-url';
import { parseResponse } from '../../../api/parse-response';
import { requestJson, type ApiSettings } from '../../../api/request-json';
import { recordIdSchema } from '../../../api/response-fields';

/** GET related blogs → `[{ id, title }]` (spec §7). A failure is ignored by the page. */
export const relatedPostsResponseSchema = z.array(z.object({ id: recordIdSchema, title: z.string() }));

export type RelatedPost = z.output<typeof relatedPostsResponseSchema>[number];

export async function getRelatedPosts(id: string, settings?: ApiSettings): Promise<RelatedPost[]> {
  const response = await requestJson(fillPathTemplate(siteConfig.api.endpoints.relatedBlogs, { id }), {}, settings);
  if (!response.ok) throw new ApiError(`Related posts of ${id} answered ${response.status}`, response.status);
  return parseResponse(relatedPostsResponseSchema, response.body, `Related posts of ${id}`, response.status);
}
