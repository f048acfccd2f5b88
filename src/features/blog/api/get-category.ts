import * as z from 'zod/mini';
import { siteConfig } from '../../../../site.config';
import { ApiError } from '../../../api/api-error';
import { fillPathTemplate } from '../../../api/endpoint-url';
import { parseResponse } from '../../../api/parse-response';
import { requestJson, type ApiSettings } from '../../../api/request-json';
import { recordIdSchema } from '../../../api/response-fields';

/** GET one category → `{ records: [{ id, title }] }`; the first record's title heads the blog list (spec §7). */
export const categoryResponseSchema = z.object({
  records: z.array(z.object({ id: recordIdSchema, title: z.string() })),
});

export type CategoryTitle = { title: string | undefined };

export async function getCategory(catId: string, settings?: ApiSettings): Promise<CategoryTitle> {
  const response = await requestJson(fillPathTemplate(siteConfig.api.endpoints.category, { catId }), {}, settings);
  // An unknown category is not an error: the list falls back to its default heading.
  if (response.status === 404) return { title: undefined };
  if (!response.ok) throw new ApiError(`Category ${catId} answered ${response.status}`, response.status);
  const { records } = parseResponse(categoryResponseSchema, response.body, `Category ${catId}`, response.status);
  return { title: records[0]?.title || undefined };
}
