import { siteConfig } from '../../../../site.config';
import { ApiError } from '../../../api/api-error';
import { fillPathTemplate } from '../../../api/endpoint-url';
import { parseResponse } from '../../../api/parse-response';
import { type ApiSettings, requestJson } from '../../../api/request-json';
import { categoryResponseSchema } from '../../../common/blog-api-contract';

/** GET one category: the first record's title heads the blog list (spec §7; the schema is in src/common/blog-api-contract.ts). */
export type CategoryTitle = { title: string | undefined };

export async function getCategory(catId: string, settings?: ApiSettings): Promise<CategoryTitle> {
  const response = await requestJson(fillPathTemplate(siteConfig.api.endpoints.category, { catId }), {}, settings);
  // An unknown category is not an error: the list falls back to its default heading.
  if (response.status === 404) return { title: undefined };
  if (!response.ok) throw new ApiError(`Category ${catId} answered ${response.status}`, response.status);
  const { records } = parseResponse(categoryResponseSchema, response.body, `Category ${catId}`, response.status);
  return { title: records[0]?.title || undefined };
}
