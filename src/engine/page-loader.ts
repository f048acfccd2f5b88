import { pageLoaders } from 'virtual:route-table';
import type { PageData } from '../common/page-data';

/** A page's validated data (its own module, made from content/pages by the manifest plugin). */
export async function loadPage(pageId: string): Promise<PageData> {
  const loader = pageLoaders[pageId];
  if (!loader) throw new Error(`No page "${pageId}" in the route table`);
  return (await loader()).default;
}
