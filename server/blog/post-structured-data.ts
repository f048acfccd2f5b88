import type { PageHead } from '../../src/engine/page-head';
import { blogPosting, type StructuredDataGraph, type StructuredDataObject } from '../../src/engine/structured-data';
import type { PostRecord } from './blog-store';

/**
 * A post page's schema.org graph: the build's Organization and WebSite as they are, its breadcrumb
 * (Home › Blogs) with the post added as the last crumb, and the post as a BlogPosting.
 */
export function postStructuredData(shellHead: PageHead, head: PageHead, post: PostRecord, url: string, siteUrl: string): StructuredDataGraph {
  const graph: StructuredDataObject[] = [];
  for (const node of shellHead.structuredData ?? []) {
    if (node['@type'] === 'BreadcrumbList') {
      const crumbs = Array.isArray(node.itemListElement) ? node.itemListElement : [];
      graph.push({
        ...node,
        itemListElement: [...crumbs, { '@type': 'ListItem', position: crumbs.length + 1, name: post.title, item: url }],
      });
    } else {
      graph.push(node);
    }
  }
  graph.push(
    blogPosting({
      siteUrl,
      siteName: head.siteName,
      url,
      headline: post.title,
      description: head.description,
      image: head.image,
      datePublished: post.date,
      dateModified: head.article?.modifiedTime ?? post.date,
      author: post.author,
      section: post.category,
      language: head.locale,
    }),
  );
  return graph;
}
