import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderHeadTags } from '../../src/common/head-tags';
import { compressHtmlDocument, type HtmlDocument, sendHtmlDocument } from '../pages/html-document';
import { addressesOf, addressesOfPattern, type DynamicPageResolver } from '../pages/page-routes';
import type { DynamicPage, SiteBuild } from '../pages/site-build';
import { addressOf, type BlogPageKind, isKnownId, pageCountOf, pageData, pageSearch } from './blog-page-data';
import type { BlogSnapshot } from './blog-snapshot';
import { type IslandRenderer, type IslandTemplate, islandTemplate } from './island-template';

export interface RenderedBlogPagesOptions {
  snapshots: () => Promise<BlogSnapshot>;
  renderIslands: IslandRenderer;
  /** The head and status of a post or category page (share-preview.ts). */
  resolveHead: DynamicPageResolver;
  /** A post's HTML as the site shows it (post-html-sanitizer.ts, links left as written). */
  sanitize: (html: string) => string;
  /** Last touches every page gets for this blog version (the Media menu's links). */
  finishHtml?: (html: string, snapshot: BlogSnapshot) => string;
  /** Rendered pages kept, by address and blog version; the oldest used goes first. */
  cacheSize?: number;
  /**
   * The pages whose islands take blog data, as the build wrote them (dist/server-needs.json): only
   * these are rendered at start. Without it (an older build, the development server) every page
   * with an island is rendered once to find out, which grows with the site.
   */
  blogPages?: readonly { path: string; kind: Kind }[];
}

type Kind = BlogPageKind;

/** A page of the build that holds a blog island, ready to be rendered with its data. */
interface BlogPageTemplate {
  kind: Kind;
  /** "/blogs", or a pattern such as "/our/blog/:id/single". */
  path: string;
  dynamic: DynamicPage | undefined;
  /**
   * The page (for a dynamic page, what follows its head tags) around its islands; undefined when the
   * build's islands are not where the render entry puts them. Made once, on first use.
   */
  fill: () => Promise<IslandTemplate | undefined>;
  /** The page as built, served when rendering fails. */
  fallback: (statusCode: 200 | 404) => Promise<HtmlDocument>;
}

/**
 * The blog's pages rendered with their data at request time (issue 13 item 1): the list (six a
 * page, `?page=N`) or the post is in the HTML, and the island hydrates from the data embedded in its
 * data block without asking the API. Only the islands are rendered; the rest of the page is the
 * build's. Each answer is kept compressed, by address and blog version (blog-snapshot.ts): an import
 * shows within the snapshot's refresh time, and a repeat visit costs a lookup.
 *
 * The pages plugin, registered after the blog's, leaves the pages answered here alone.
 */
export async function registerRenderedBlogPages(
  app: FastifyInstance,
  build: Pick<SiteBuild, 'pages' | 'dynamicPages'>,
  options: RenderedBlogPagesOptions,
): Promise<void> {
  const templates: BlogPageTemplate[] = [];
  const dynamicFallback = (page: DynamicPage) => {
    let built: Promise<HtmlDocument> | undefined;
    return () => {
      built ??= compressHtmlDocument(Buffer.from(`${page.shell.beforeHead}${renderHeadTags(page.head)}${page.shell.afterHead}`));
      return built;
    };
  };
  const templateOf = async (path: string, html: string, built: Awaited<ReturnType<IslandRenderer>>) => {
    const fill = islandTemplate(html, built);
    if (fill === undefined) app.log.warn(`${path}: the build's islands are not where the render entry puts them; served as built`);
    return fill;
  };
  if (options.blogPages !== undefined) {
    // The build says which pages take blog data and which kind (dist/server-needs.json): their routes
    // are registered now, and each is cut around its islands once the render entry is loaded, in
    // the background after the start (or by the first request that needs it, which waits for it).
    for (const needed of options.blogPages) {
      const page = build.pages.find((candidate) => candidate.path === needed.path);
      const dynamic = build.dynamicPages.find((candidate) => candidate.path === needed.path);
      const fallback = page ? () => page.load() : dynamic ? dynamicFallback(dynamic) : undefined;
      if (fallback === undefined) continue;
      let fill: Promise<IslandTemplate | undefined> | undefined;
      const makeFill = async () => {
        const html = page ? (await page.load()).body.toString('utf8') : (dynamic?.shell.afterHead ?? '');
        return templateOf(needed.path, html, await options.renderIslands(needed.path));
      };
      templates.push({
        kind: needed.kind,
        path: needed.path,
        dynamic,
        fill: () => {
          fill ??= makeFill();
          // A failure is not kept: the next request tries again.
          fill.catch(() => {
            fill = undefined;
          });
          return fill;
        },
        fallback,
      });
    }
    app.addHook('onReady', async () => {
      // Not awaited, and a moment after ready: loading the render entry holds the event loop (React and
      // the sections evaluated: a fraction of a second on a quiet machine, seconds on a busy one), which
      // must not delay the server's listening and first answers. A request for one of these pages
      // meanwhile waits for its template.
      setTimeout(() => {
        for (const template of templates)
          template.fill().catch((error: unknown) => app.log.warn({ err: error }, `${template.path}: could not render its islands`));
      }, 2_000).unref();
    });
  } else {
    // An older build or the development server: every page with an island is rendered once, at start, to find out.
    const blogIslandsOf = async (path: string, html: string) => {
      if (!html.includes('data-island=')) return undefined;
      const built = await options.renderIslands(path);
      const kind = built.find((part) => part.serverData !== undefined)?.serverData;
      return kind === undefined ? undefined : { kind, built };
    };
    const addTemplate = async (path: string, html: string, dynamic: DynamicPage | undefined, fallback: BlogPageTemplate['fallback']) => {
      const islands = await blogIslandsOf(path, html);
      if (islands === undefined) return;
      const fill = await templateOf(path, html, islands.built);
      if (fill !== undefined) templates.push({ kind: islands.kind, path, dynamic, fill: async () => fill, fallback });
    };
    for (const page of build.pages) await addTemplate(page.path, (await page.load()).body.toString('utf8'), undefined, () => page.load());
    for (const page of build.dynamicPages) await addTemplate(page.path, page.shell.afterHead, page, dynamicFallback(page));
  }

  const cache = new Map<string, Promise<{ statusCode: 200 | 404; document: HtmlDocument }>>();
  const limit = options.cacheSize ?? 500;

  async function render(template: BlogPageTemplate, params: Record<string, string>, query: unknown, snapshot: BlogSnapshot) {
    // Each of these pages has at most one parameter; its name is the content's business.
    const asked = template.dynamic === undefined ? undefined : Object.values(params)[0];
    // An id the blog does not have (or not an id at all) gets the one not-found page of this blog
    // version, rendered at the page's pattern: made-up ids cost a lookup, not a render each.
    const unknown = asked !== undefined && !isKnownId(template.kind, asked, snapshot);
    // The pattern's own parameter (":id") is what the render entry reads at the pattern's address,
    // and no id: the post is not found, the category lists nothing.
    const param = unknown ? (/:[A-Za-z][A-Za-z0-9_]*/.exec(template.path)?.[0] ?? '') : asked;
    const path = unknown ? template.path : addressOf(template.path, param);
    // Only a list reads the query, and only its page number, clamped as the list does
    // (use-page-param.ts): `?page=99` renders, and is kept as, the last page, so made-up query strings
    // can neither fill the cache nor make the server render (and compress) on every request.
    const search = template.kind === 'list' ? pageSearch(query, pageCountOf(param, snapshot)) : '';
    const key = `${snapshot.version} ${path}${search}`;
    let entry = cache.get(key);
    if (entry !== undefined) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(key);
      cache.set(key, entry);
      return entry;
    }
    entry = (async () => {
      const { statusCode, head } = unknown
        ? { statusCode: 404 as const, head: template.dynamic?.head }
        : template.dynamic
          ? await options.resolveHead(template.dynamic, params)
          : { statusCode: 200 as const, head: undefined };
      const data = pageData(template.kind, param, search, path, snapshot, options.sanitize);
      // A post that is not there is a 404, whatever the head resolver knows (a malformed id too).
      const status = unknown || (template.kind === 'post' && data.kind === 'post' && data.post === undefined) ? 404 : statusCode;
      const fill = await template.fill();
      if (fill === undefined) throw new Error(`${template.path}: the build's islands are not where the render entry puts them`);
      const body = fill(await options.renderIslands(path, data));
      let html = template.dynamic && head ? `${template.dynamic.shell.beforeHead}${renderHeadTags(head)}${body}` : body;
      if (options.finishHtml) html = options.finishHtml(html, snapshot);
      return { statusCode: status, document: await compressHtmlDocument(Buffer.from(html), 'fast') };
    })();
    const stored = entry;
    cache.set(key, stored);
    // A failure is not kept: the next request tries again.
    stored.catch(() => {
      if (cache.get(key) === stored) cache.delete(key);
    });
    if (cache.size > limit) cache.delete(cache.keys().next().value ?? key);
    return stored;
  }

  for (const template of templates) {
    const handler = async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
      const snapshot = await options.snapshots();
      try {
        const { statusCode, document } = await render(template, request.params, request.query, snapshot);
        return sendHtmlDocument(request, reply, document, statusCode);
      } catch (error) {
        // The page as built still works: its island fetches in the browser.
        request.log.error({ err: error }, `Rendering ${request.url} with its blog data failed; served as built`);
        const statusCode = template.dynamic ? (await options.resolveHead(template.dynamic, request.params)).statusCode : 200;
        return sendHtmlDocument(request, reply, await template.fallback(statusCode), statusCode);
      }
    };
    for (const address of template.dynamic ? addressesOfPattern(template.path) : addressesOf(template.path)) {
      app.route<{ Params: Record<string, string> }>({ method: ['GET', 'HEAD'], url: address, handler });
    }
  }
}
