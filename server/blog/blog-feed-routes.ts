import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseId } from '../api/id-param';
import { compressHtmlDocument, createHtmlDocument, type HtmlDocument, sendDocument } from '../pages/html-document';
import type { CompressionEffort } from '../pages/precompressed-files';
import type { SiteBuild } from '../pages/site-build';
import type { FeedSite, renderFeed } from './blog-feeds';
import type { BlogImages } from './blog-images';
import { blogCategoryPageId, blogListPath, type FeedFormat, feedContentTypes } from './blog-paths';
import { renderSitemapFiles, type SitemapFiles, type SitemapSnapshot, sitemapEntries } from './blog-sitemap';
import type { BlogSnapshot } from './blog-snapshot';
import { createPostHtmlSanitizer, type PostHtmlSanitizer } from './post-html-sanitizer';

interface BlogFeedRouteOptions extends FeedSite {
  /** The prerendered pages' paths (routes.json), for the sitemap. */
  staticPaths: readonly string[];
  snapshots: () => Promise<BlogSnapshot>;
  /** The blog as the sitemap needs it (blog-sitemap.ts: no post's text); `snapshots` by default. */
  sitemapSnapshots: () => Promise<SitemapSnapshot>;
  images: BlogImages;
  sanitize: PostHtmlSanitizer;
  /** Addresses per sitemap file; the protocol's 50,000 by default (blog-sitemap.ts). */
  sitemapUrlLimit?: number;
}

/** The feeds (blog-feeds.ts and the feed package) load with the first feed asked for, not at start. */
const renderFeedLater: typeof renderFeed = async (...args) => (await import('./blog-feeds')).renderFeed(...args);

const feedFiles: Record<FeedFormat, string> = { rss: 'feed.xml', atom: 'atom.xml', json: 'feed.json' };

/**
 * The blog's feeds and the sitemap, made from the database:
 *   /feed.xml (RSS 2.0), /atom.xml (Atom 1.0), /feed.json (JSON Feed 1.1)        every post
 *   /newspage/:catId/feed.xml, /newspage/:catId/atom.xml, /newspage/:catId/feed.json   one category
 *   /sitemap.xml   the prerendered pages, each category page and each post, with lastmod; past
 *                  50,000 addresses an index of /sitemaps/1.xml, /sitemaps/2.xml, …
 * Each is made and compressed once per version of the blog (blog-snapshot.ts), so an import shows
 * within seconds and a request otherwise costs a lookup. The sitemap is made as the server starts, in
 * the background, and again as soon as a request sees a new version, from the posts' addresses and
 * dates alone, and is served uncompressed until its compressed copies are ready, so no crawler waits
 * for 10,000 posts' sitemap (decision 031, amended). The sitemap route wins over the build's static
 * dist/client/sitemap.xml, which knows no posts.
 */
function registerBlogFeedRoutes(app: FastifyInstance, options: BlogFeedRouteOptions): void {
  const made = new Map<string, { version: string; document: Promise<HtmlDocument> }>();
  let imagesVersion: string | undefined;

  // The sitemap's files of one version, made once and shared by /sitemap.xml and its parts. Each is
  // served uncompressed from the moment its text exists, and compressed once its copies are made
  // (in zlib's threads, off the event loop): no request waits for a compression (decision 031).
  let sitemap: { version: string; files: SitemapFiles; served: Map<number, { document: HtmlDocument }> } | undefined;
  const sitemapOf = (snapshot: SitemapSnapshot) => {
    if (sitemap?.version !== snapshot.version) {
      const files = renderSitemapFiles(options.siteUrl, sitemapEntries(options.staticPaths, snapshot), options.sitemapUrlLimit);
      sitemap = { version: snapshot.version, files, served: new Map() };
    }
    return sitemap;
  };
  // A sitemap is megabytes at 10,000 posts: brotli 11 would take seconds of a shared core per version, brotli 5 milliseconds.
  const sitemapDocument = (snapshot: SitemapSnapshot, part: number): HtmlDocument => {
    const current = sitemapOf(snapshot);
    let entry = current.served.get(part);
    if (entry === undefined) {
      const body = Buffer.from((part === 0 ? current.files.main : current.files.parts[part - 1]) ?? '');
      const made = { document: createHtmlDocument(body) };
      entry = made;
      current.served.set(part, made);
      compressHtmlDocument(body, 'fast').then(
        (compressed) => {
          made.document = compressed;
        },
        (error: unknown) => app.log.warn({ err: error }, 'Could not compress the sitemap; it is served uncompressed'),
      );
    }
    return entry.document;
  };

  async function cached(key: string, snapshot: BlogSnapshot, make: () => Promise<string>, effort: CompressionEffort = 'best'): Promise<HtmlDocument> {
    if (imagesVersion !== snapshot.version) {
      // An import may have replaced an image under the same name.
      options.images.forget();
      imagesVersion = snapshot.version;
    }
    let entry = made.get(key);
    if (entry === undefined || entry.version !== snapshot.version) {
      const document = make().then((text) => compressHtmlDocument(Buffer.from(text), effort));
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
        const document = await cached(`${format}:all`, snapshot, () => renderFeedLater(format, snapshot, options, options.images, options.sanitize));
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
          renderFeedLater(format, snapshot, options, options.images, options.sanitize, category),
        );
        return sendDocument(request, reply, document, feedContentTypes[format]);
      },
    });
  }

  /**
   * The sitemap's files of one version, made ahead of the requests. The feeds are made by their first
   * request: they need every post's text and jsdom (post-html-sanitizer.ts), seconds of a busy core
   * that would hold up every request right after the start (issue 31).
   */
  let warmedSitemap: string | undefined;
  const warmSitemap = (snapshot: SitemapSnapshot) => {
    if (warmedSitemap === snapshot.version) return;
    warmedSitemap = snapshot.version;
    for (let part = 0; part <= sitemapOf(snapshot).files.parts.length; part += 1) sitemapDocument(snapshot, part);
  };
  const warmInBackground = () => {
    options
      .sitemapSnapshots()
      .then(warmSitemap)
      .catch((error: unknown) => app.log.warn({ err: error }, 'Could not make the sitemap ahead of requests; it is made on request'));
  };
  // Not awaited: the server listens (and /healthz answers) while it is made.
  app.addHook('onReady', async () => warmInBackground());

  app.route({
    method: ['GET', 'HEAD'],
    url: '/sitemap.xml',
    handler: async (request, reply) => {
      const snapshot = await options.sitemapSnapshots();
      const document = sitemapDocument(snapshot, 0);
      warmInBackground();
      return sendDocument(request, reply, document, 'application/xml; charset=utf-8');
    },
  });

  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/sitemaps/:file',
    handler: async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const part = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
      const snapshot = await options.sitemapSnapshots();
      if (part === undefined || Number(part) > sitemapOf(snapshot).files.parts.length) return reply.callNotFound();
      return sendDocument(request, reply, sitemapDocument(snapshot, Number(part)), 'application/xml; charset=utf-8');
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
export async function registerBlogPublishing(
  app: FastifyInstance,
  build: SiteBuild,
  blog: { snapshots: () => Promise<BlogSnapshot>; sitemapSnapshots?: () => Promise<SitemapSnapshot>; images: BlogImages; sitemapUrlLimit?: number },
): Promise<void> {
  if (build.siteUrl === undefined) return;
  // The blog's pages carry the site's name and language, and the descriptions that fit its feeds.
  const head = (build.dynamicPages.find((page) => page.pageId === blogCategoryPageId) ?? build.dynamicPages[0])?.head;
  const siteName = head?.siteName ?? new URL(build.siteUrl).hostname;
  const blogList = build.pages.find((page) => page.path === blogListPath);
  // One page read at start (the feeds' description), whatever the site's size.
  const blogListBody =
    blogList &&
    (await blogList.load().then(
      (document) => document.body,
      () => undefined,
    ));
  const categoryDescription = head?.description ?? `${siteName} blog`;
  registerBlogFeedRoutes(app, {
    siteUrl: build.siteUrl,
    siteName,
    language: head?.locale ?? 'en',
    description: (blogListBody && metaDescriptionOf(blogListBody.toString('utf8'))) || categoryDescription,
    categoryDescription,
    // The search page answers queries; search engines are told not to index it (noindex), so the sitemap leaves it out.
    staticPaths: build.pages.map((page) => page.path).filter((pagePath) => pagePath !== build.searchPage),
    // The blog plugin's snapshots: the posts are held once, for the pages, feeds and sitemap alike.
    snapshots: blog.snapshots,
    sitemapSnapshots: blog.sitemapSnapshots ?? blog.snapshots,
    images: blog.images,
    sanitize: createPostHtmlSanitizer(),
    sitemapUrlLimit: blog.sitemapUrlLimit,
  });
}
