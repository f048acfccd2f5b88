import type { FastifyInstance } from 'fastify';
import { registerApiScope } from '../api/api-plugin';
import type { SiteApi } from '../api/site-api';
import type { DynamicPageResolver } from '../pages/page-routes';
import { readServerNeeds } from '../pages/server-needs';
import type { SiteBuild } from '../pages/site-build';
import { registerBlogPublishing } from './blog-feed-routes';
import { type BlogImages, createBlogImages } from './blog-images';
import { registerRenderedBlogPages } from './blog-page-render';
import { registerBlogRoutes } from './blog-routes';
import { createSitemapSnapshots, type SitemapSnapshot } from './blog-sitemap';
import { type BlogSnapshot, createBlogSnapshots } from './blog-snapshot';
import { hasIslandRenderer, type IslandRenderer, loadIslandRenderer } from './island-template';
import { createMediaMenuPages, fillMediaMenuHtml, type MediaMenuPages } from './media-menu';
import { createPostHtmlSanitizer } from './post-html-sanitizer';
import { registerUploads } from './uploads';

/**
 * The blog as other plugins' pages show it: every page's Media menu carries its categories (the
 * pages and search plugins take `mediaMenu`), and a post's or category's shell gets its head
 * (`resolveHead`, for the pages plugin's dynamic pages).
 */
export interface Blog {
  images: BlogImages;
  snapshots: () => Promise<BlogSnapshot>;
  /** The blog as the sitemap needs it, without the posts' text (blog-sitemap.ts). */
  sitemapSnapshots: () => Promise<SitemapSnapshot>;
  mediaMenu: MediaMenuPages;
  resolveHead: DynamicPageResolver;
}

/** `refreshMs`: how often the blog is looked at for a new import (blog-snapshot.ts). */
/**
 * A post's or a category's head (title, link preview, structured data): share-preview.ts, with the
 * site's structured data and every section's schema behind it, loads with the first such page asked
 * for, not at start (decision 031, amended "a start under tsx"); that request waits for it.
 */
function lazyBlogPageResolver(api: SiteApi, siteUrl: string | undefined, images: BlogImages): DynamicPageResolver {
  let resolver: Promise<DynamicPageResolver> | undefined;
  return async (page, params) => {
    resolver ??= import('./share-preview').then((module) => module.createBlogPageResolver(api.blogStore, siteUrl, images));
    return (await resolver)(page, params);
  };
}

export function createBlog(api: SiteApi, siteUrl: string | undefined, refreshMs?: number): Blog {
  const images = createBlogImages(api.imagesDir);
  const snapshots = createBlogSnapshots(api.db.queries, refreshMs);
  const sitemapSnapshots = createSitemapSnapshots(api.db.queries, refreshMs);
  return {
    images,
    snapshots,
    sitemapSnapshots,
    // Every page's Media menu needs the categories only: a page request never waits for the posts' text.
    mediaMenu: createMediaMenuPages(sitemapSnapshots),
    resolveHead: lazyBlogPageResolver(api, siteUrl, images),
  };
}

export interface BlogPluginOptions {
  api: SiteApi;
  build: SiteBuild;
  blog: Blog;
  /**
   * What renders the blog's islands with their data; by default the build's render entry
   * (dist/server/entry-server.js). Without one the blog's pages are left to the pages plugin, as built.
   */
  islandRenderer?: IslandRenderer;
}

/**
 * Everything the blog answers: its images under /uploads/, its pages rendered with their posts, the
 * feeds and the sitemap, and its read API (in an API scope: JSON errors, compressed replies).
 * Registered before the pages plugin, which leaves the pages answered here alone.
 */
export async function blogPlugin(app: FastifyInstance, options: BlogPluginOptions): Promise<void> {
  const { api, build, blog } = options;
  if (api.importedBlog) {
    const { categories, posts, warnings } = api.importedBlog;
    app.log.info({ categories, posts, database: api.db.location }, 'Imported the blog into the empty database');
    for (const warning of warnings) app.log.warn(`Blog import: ${warning}`);
  }
  await registerUploads(app, api.imagesDir);
  const blogPages = (await readServerNeeds(build.distDir))?.blogPages;
  // The render entry (React and the site's sections) takes seconds to load on a busy machine. When the
  // build lists the blog's pages it loads after the start, in the background (blog-page-render.ts), and
  // a request for one of those pages waits for it; an older build needs it now to find those pages.
  let loading: Promise<IslandRenderer | undefined> | undefined;
  const loadRenderer = () => {
    loading ??= options.islandRenderer ? Promise.resolve(options.islandRenderer) : loadIslandRenderer(build.distDir);
    return loading;
  };
  const hasRenderer =
    options.islandRenderer !== undefined || (blogPages === undefined ? (await loadRenderer()) !== undefined : hasIslandRenderer(build.distDir));
  if (hasRenderer) {
    await registerRenderedBlogPages(app, build, {
      snapshots: blog.snapshots,
      renderIslands: async (url, data) => {
        const renderer = await loadRenderer();
        if (renderer === undefined) throw new Error('dist/server/entry-server.js has no renderPageIslands: run `npm run build` again');
        return renderer(url, data);
      },
      resolveHead: blog.resolveHead,
      sanitize: createPostHtmlSanitizer(),
      finishHtml: fillMediaMenuHtml,
      blogPages,
    });
  }
  await registerBlogPublishing(app, build, { snapshots: blog.snapshots, sitemapSnapshots: blog.sitemapSnapshots, images: blog.images });
  await registerApiScope(app, (scope) => registerBlogRoutes(scope, api.blogStore));
}
