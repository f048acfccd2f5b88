import type { Link } from '../../../../schemas/common';
import { siteConfig } from '../../../../site.config';
import { ApiError } from '../../../api/api-error';
import { fillPathTemplate } from '../../../api/endpoint-url';
import { parseResponse } from '../../../api/parse-response';
import { type ApiSettings, requestJson } from '../../../api/request-json';
import { type CategoriesResponse, categoriesResponseSchema } from '../../../common/blog-api-contract';
import { categoryAddress } from '../blog-addresses';

/**
 * GET categories → `{ status, records: [{ id, title }] }` (spec §7; the schema is in src/common/blog-api-contract.ts). Only the Media menu reads it, on
 * every page, so this module is loaded lazily after hydration and has no SWR hook: the menu asks once
 * per page load (see media-menu-provider.tsx and docs/decisions/005-client-data-layer.md).
 */
export async function getCategories(settings?: ApiSettings): Promise<CategoriesResponse> {
  const response = await requestJson(fillPathTemplate(siteConfig.api.endpoints.categories), {}, settings);
  if (!response.ok) throw new ApiError(`Categories answered ${response.status}`, response.status);
  return parseResponse(categoriesResponseSchema, response.body, 'Categories', response.status);
}

/** The Media menu's entries, or undefined when the call says anything but status 200 (the menu stays as it is). */
export async function loadMediaMenuLinks(settings?: ApiSettings): Promise<Link[] | undefined> {
  const { status, records } = await getCategories(settings);
  if (status !== 200 || records === undefined) return undefined;
  return records.map((category) => ({ label: category.title, href: categoryAddress(category.id) }));
}
