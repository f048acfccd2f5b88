import { siteConfig } from '../../../../site.config';
import { ApiError } from '../../../api/api-error';
import { fillPathTemplate, withQuery } from '../../../api/endpoint-url';
import { parseResponse } from '../../../api/parse-response';
import { type ApiSettings, requestJson } from '../../../api/request-json';
import { type BlogPostSummary, blogPostsResponseSchema } from '../../../common/blog-api-contract';

/** GET blog list (`?catId=`, or every post without it), newest first (spec §7; the schema is in src/common/blog-api-contract.ts). */
export async function getBlogPosts(catId: string | undefined, settings?: ApiSettings): Promise<BlogPostSummary[]> {
  const response = await requestJson(withQuery(fillPathTemplate(siteConfig.api.endpoints.blogs), { catId }), {}, settings);
  if (!response.ok) throw new ApiError(`Blog list answered ${response.status}`, response.status);
  return parseResponse(blogPostsResponseSchema, response.body, 'Blog list', response.status);
}
