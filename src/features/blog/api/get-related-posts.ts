import { siteConfig } from '../../../../site.config';
import { ApiError } from '../../../api/api-error';
import { fillPathTemplate } from '../../../api/endpoint-url';
import { parseResponse } from '../../../api/parse-response';
import { type ApiSettings, requestJson } from '../../../api/request-json';
import { type RelatedPost, relatedPostsResponseSchema } from '../../../common/blog-api-contract';

/** GET related blogs → `[{ id, title }]` (spec §7; the schema is in src/common/blog-api-contract.ts). A failure is ignored by the page. */
export async function getRelatedPosts(id: string, settings?: ApiSettings): Promise<RelatedPost[]> {
  const response = await requestJson(fillPathTemplate(siteConfig.api.endpoints.relatedBlogs, { id }), {}, settings);
  if (!response.ok) throw new ApiError(`Related posts of ${id} answered ${response.status}`, response.status);
  return parseResponse(relatedPostsResponseSchema, response.body, `Related posts of ${id}`, response.status);
}
