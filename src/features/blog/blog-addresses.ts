import { siteConfig } from '../../../site.config';
import { fillPathTemplate } from '../../api/endpoint-url';

/** The page of one post, e.g. "/our/blog/7/single". */
export function postAddress(id: string): string {
  return fillPathTemplate(siteConfig.blog.postPath, { id });
}

/** The blog list of one category, e.g. "/newspage/3/collections/". */
export function categoryAddress(catId: string): string {
  return fillPathTemplate(siteConfig.blog.categoryPath, { catId });
}
