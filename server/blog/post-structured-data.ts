import type { ImageObject } from 'schema-dts';
import type { PageHead } from '../../src/common/page-head';
import { blogPosting, type StructuredDataGraph, type StructuredDataObject } from '../../src/common/structured-data';
import { postDateTime } from './blog-paths';
import type { PostRecord } from './blog-store';

/**
 * A post page's schema.org graph: the build's Organization and WebSite as they are, its breadcrumb
 * (Home › Blogs) with the post added as the last crumb, and the post as a BlogPosting.
 */
export function postStructuredData(shellHead: PageHead, head: PageHead, post: PostRecord, url: string, siteUrl: string): StructuredDataGraph {
  const graph: StructuredDataObject[] = [];
  let logo: ImageObject | undefined;
  for (const node of shellHead.structuredData ?? []) {
    // The publisher is the build's Organization: its logo, size and all, is the one every page describes.
    if (node['@type'] === 'Organization' && typeof node.logo === 'object' && node.logo !== null && '@type' in node.logo && node.logo['@type'] === 'ImageObject')
      logo = node.logo;
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
      datePublished: postDateTime(post.date),
      dateModified: head.article?.modifiedTime ?? postDateTime(post.date),
      author: post.author,
      section: post.category,
      language: head.locale,
      ...(logo ? { logo } : {}),
    }),
  );
  return graph;
}
