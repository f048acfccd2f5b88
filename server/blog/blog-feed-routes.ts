import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseId } from '../api/id-param';
import type { SiteQueries } from '../database/site-tables';
import { compressHtmlDocument, type HtmlDocument, sendDocument } from '../pages/html-document';
import type { SiteBuild } from '../pages/site-build';
import { blogListPath, type FeedFormat, type FeedSite, feedContentTypes, renderFeed } from './blog-feeds';
import type { BlogImages } from './blog-images';
import { renderSitemapXml, sitemapEntries } from './blog-sitemap';
import { type BlogSnapshot, createBlogSnapshots } from './blog-snapshot';
import { createPostHtmlSanitizer, type PostHtmlSanitizer } from './post-html-sanitizer';
import { blogCategoryPageId } from './share-preview';

interface BlogFeedRouteOptions extends FeedSite {
  /** The prerendered pages' paths (routes.json), for the sitemap. */
  staticPaths: readonly string[];
  snapshots: () => Promise<BlogSnapshot>;
  images: BlogImages;
  sanitize: PostHtmlSanitizer;
}

const feedFiles: Record<FeedFormat, string> = { rss: 'feed.xml', atom: 'atom.xml', json: 'feed.json' };

/**
 * The blog's feeds and the sitemap, made from the database:
 *   /feed.xml (RSS 2.0), /atom.xml (Atom 1.0), /feed.json (JSON Feed 1.1)        every post
 *   /newspage/:catId/feed.xml, /newspage/:catId/atom.xml, /newspage/:catId/feed.json   one category
 *   /sitemap.xml   the prerendered pages, each category page and each post, with lastmod
 * Each is made and compressed once per version of the blog (blog-snapshot.ts), so an import shows
 * within seconds and a request otherwise costs a lookup. The sitemap route wins over the build's
 * static dist/client/sitemap.xml, which knows no posts.
 */
function registerBlogFeedRoutes(app: FastifyInstance, options: BlogFeedRouteOptions): void {
  const made = new Map<string, { version: string; document: Promise<HtmlDocument> }>();
  let imagesVersion: string | undefined;

  async function cached(key: string, snapshot: BlogSnapshot, make: () => Promise<string>): Promise<HtmlDocument> {
    if (imagesVersion !== snapshot.version) {
      // An import may have replaced an image under the same name.
      options.images.forget();
      imagesVersion = snapshot.version;
    }
    let entry = made.get(key);
    if (entry === undefined || entry.version !== snapshot.version) {
      const document = make().then((text) => compressHtmlDocument(Buffer.from(text)));
      const fresh = { version: snapshot.version, document };
      entry = fresh;
      made.set(key, fresh);
      // A failure is not kept: the next request tries again.
      document.catch(() => {
        if (made.get(key) === fresh) made.delete(key);
      });
    }
    return entry.document;
  }

  for (const format of ['rss', 'atom', 'json'] as const) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `/${feedFiles[format]}`,
      handler: async (request, reply) => {
        const snapshot = await options.snapshots();
        const document = await cached(`${format}:all`, snapshot, () => renderFeed(format, snapshot, options, options.images, options.sanitize));
        return sendDocument(request, reply, document, feedContentTypes[format]);
      },
    });

    app.route<{ Params: { catId: string } }>({
      method: ['GET', 'HEAD'],
      url: `/newspage/:catId/${feedFiles[format]}`,
      handler: async (request: FastifyRequest<{ Params: { catId: string } }>, reply: FastifyReply) => {
        const catId = parseId('catId', request.params.catId);
        const snapshot = await options.snapshots();
        const category = catId.ok ? snapshot.categories.find((candidate) => candidate.id === catId.id) : undefined;
        if (category === undefined) return reply.callNotFound();
        const document = await cached(`${format}:${category.id}`, snapshot, () =>
          renderFeed(format, snapshot, options, options.images, options.sanitize, category),
        );
        return sendDocument(request, reply, document, feedContentTypes[format]);
      },
    });
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/sitemap.xml',
    handler: async (request, reply) => {
      const snapshot = await options.snapshots();
      const document = await cached('sitemap', snapshot, async () => renderSitemapXml(options.siteUrl, sitemapEntries(options.staticPaths, snapshot)));
      return sendDocument(request, reply, document, 'application/xml; charset=utf-8');
    },
  });
}

/** A prerendered page's description, as page-head.ts wrote it (attribute-escaped). */
function metaDescriptionOf(html: string): string | undefined {
  const content = /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
  return content
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}

/**
 * The feeds' and sitemap's routes for a server with a blog database. Without the site's address
 * (routes.json `siteUrl`) there are no absolute links to give, so the build's static sitemap stays.
 */
export function registerBlogPublishing(app: FastifyInstance, build: SiteBuild, blog: { db: SiteQueries; images: BlogImages; refreshMs?: number }): void {
  if (build.siteUrl === undefined) return;
  // The blog's pages carry the site's name and language, and the descriptions that fit its feeds.
  const head = (build.dynamicPages.find((page) => page.pageId === blogCategoryPageId) ?? build.dynamicPages[0])?.head;
  const siteName = head?.siteName ?? new URL(build.siteUrl).hostname;
  const blogList = build.pages.find((page) => page.path === blogListPath);
  const categoryDescription = head?.description ?? `${siteName} blog`;
  registerBlogFeedRoutes(app, {
    siteUrl: build.siteUrl,
    siteName,
    language: head?.locale ?? 'en',
    description: (blogList && metaDescriptionOf(blogList.document.body.toString('utf8'))) || categoryDescription,
    categoryDescription,
    // The search page answers queries; search engines are told not to index it (noindex), so the sitemap leaves it out.
    staticPaths: build.pages.map((page) => page.path).filter((pagePath) => pagePath !== build.searchPage),
    snapshots: createBlogSnapshots(blog.db, blog.refreshMs),
    images: blog.images,
    sanitize: createPostHtmlSanitizer(),
  });
}
