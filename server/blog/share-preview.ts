import type { PageHead } from '../../src/common/page-head';
import { blogTitleOf, feedLinks } from '../../src/common/page-head-extras';
import { parseId } from '../api/id-param';
import type { DynamicPageResolver } from '../pages/page-routes';
import type { DynamicPage } from '../pages/site-build';
import type { BlogImages } from './blog-images';
import { blogCategoryPageId, blogPostPageId, postDateTime } from './blog-paths';
import type { BlogStore } from './blog-store';
import { postStructuredData } from './post-structured-data';

/** The same rule as the build's page head: the site's name after the title, unless it is in it. */
function titleWithSiteName(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

function absoluteUrl(siteUrl: string | undefined, pathname: string): string {
  return siteUrl === undefined ? pathname : `${siteUrl.replace(/\/$/, '')}${pathname}`;
}

/** The pattern with its parameter filled in: "/our/blog/:id/single" → "/our/blog/42/single". */
function addressOf(page: DynamicPage, id: number): string {
  return page.path.replace(/:[A-Za-z][A-Za-z0-9_]*/, String(id));
}

/**
 * Link previews for the blog's pages. A post gets its title, the start of its text and its image; a
 * category gets its title (the description stays the page's own). Both get a canonical URL and
 * og:url; an image-less post keeps the site's default og:image.
 *
 * An unknown or malformed id answers 404 with the same shell: the browser still shows the spec's
 * "not found" warning and sends the visitor to /blogs, while search engines and link previews are
 * told the truth instead of indexing a "not found" page as content (a soft 404).
 */
/** `images`: the blog's (what /uploads/ serves). An image-less post keeps the shell's share image and the size the build recorded for it. */
export function createBlogPageResolver(store: BlogStore, siteUrl: string | undefined, images?: BlogImages): DynamicPageResolver {
  return async (page, params) => {
    if (page.pageId !== blogPostPageId && page.pageId !== blogCategoryPageId) return { statusCode: 200, head: page.head };
    // Each of these pages has exactly one parameter; its name is the content's business.
    const id = parseId('id', Object.values(params)[0]);
    const notFound = { statusCode: 404, head: page.head } as const;
    if (!id.ok) return notFound;

    let head: PageHead;
    if (page.pageId === blogPostPageId) {
      const post = await store.post(id.id);
      if (post === undefined) return notFound;
      const image = post.image ? await images?.info(post.image) : undefined;
      const modified = (await store.postUpdated(id.id)) ?? post.date;
      head = {
        ...page.head,
        title: titleWithSiteName(post.title, page.head.siteName),
        description: (await store.postSummary(id.id)) || page.head.description,
        article: { publishedTime: postDateTime(post.date), modifiedTime: postDateTime(modified), section: post.category },
        ...(post.image
          ? {
              image: absoluteUrl(siteUrl, `/uploads/${encodeURIComponent(post.image)}`),
              imageWidth: image?.width,
              imageHeight: image?.height,
              imageAlt: post.title,
            }
          : {}),
      };
      if (siteUrl !== undefined) head.structuredData = postStructuredData(page.head, head, post, absoluteUrl(siteUrl, addressOf(page, id.id)), siteUrl);
    } else {
      const category = await store.category(id.id);
      if (category === undefined) return notFound;
      head = {
        ...page.head,
        title: titleWithSiteName(category.title, page.head.siteName),
        // This category's feeds first, then the whole blog's the page already announced.
        ...(siteUrl === undefined ? {} : { feeds: [...feedLinks(siteUrl, blogTitleOf(page.head.siteName), category), ...(page.head.feeds ?? [])] }),
      };
    }
    return { statusCode: 200, head: { ...head, canonical: siteUrl === undefined ? undefined : absoluteUrl(siteUrl, addressOf(page, id.id)) } };
  };
}
