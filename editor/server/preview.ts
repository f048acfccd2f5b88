import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer, type EnvironmentModuleGraph, type EnvironmentModuleNode, type ViteDevServer } from 'vite';
import { serverDataOf } from '../../schemas/section';
import { type IslandRenderer, islandTemplate } from '../../server/blog/island-template';
import type { BlogPageData } from '../../src/common/blog-page-data';
import type { ImageSize, PageData } from '../../src/common/page-data';
import type { BuiltManifest } from '../../src/engine/build/build-manifest';
import type { VariantRequest } from '../../src/engine/build/image-variants';
import { muiWithoutCssVariables } from '../../src/engine/build/mui-without-css-variables';
import { createImageSizer } from '../../src/engine/build/normalize-page';
import { renderDocument } from '../../src/engine/build/render-document';
import { designTokensPlugin } from '../../src/engine/build/vite-design-tokens';
import { manifestPlugin, virtualModuleCode } from '../../src/engine/build/vite-manifest-plugin';
import { IncrementalValidator } from '../../src/engine/manifest/incremental-validation';
import type { ManifestIssue } from '../../src/engine/manifest/manifest-issue';
import type { ManifestDrafts } from '../../src/engine/manifest/read-manifest-file';
import type { RenderedPage } from '../../src/entry-server';
import { withoutThirdPartyFrames } from './preview-embeds';
import { PreviewManifest } from './preview-manifest';
import { PreviewStylesheets } from './preview-stylesheets';

type RenderEntry = { renderPage: (url: string) => Promise<RenderedPage> };

export type PreviewResult = {
  issues: ManifestIssue[];
  warnings: ManifestIssue[];
  html?: string;
  /** Where the time went, in milliseconds: validation, the manifest, loading the changed modules, rendering. */
  timings?: { validate: number; build: number; load: number; render: number };
  /** Which build of React drew the page (issue 31: production, as the site's build and server draw it; `npm run edit` makes it so). */
  react?: 'production' | 'development';
};

/**
 * Which build of React renders here: React's development build gives each element a `_store` (its
 * key warnings' bookkeeping), the production build does not (as scripts/production-mode.ts checks the
 * build's). The render entry, loaded through Vite's ssrLoadModule, gets React from Node's own modules, as this does.
 */
async function reactBuild(): Promise<'production' | 'development'> {
  const { createElement } = await import('react');
  return Object.hasOwn(createElement('i'), '_store') ? 'development' : 'production';
}

/**
 * Without the site's scripts the preview is still the page as the server draws it; the animations'
 * start state (hidden until scrolled to) is shown finished, and links do not leave the editor.
 */
const PREVIEW_STYLE = '<style>[data-aos]{opacity:1!important;transform:none!important}</style>';

/** A virtual module's code, or undefined for a page no longer in the manifest (the section catalogue's example page, drawn once). */
function moduleCode(manifest: BuiltManifest, id: string): string | undefined {
  try {
    return virtualModuleCode(manifest, id);
  } catch {
    return undefined;
  }
}

/** The prefix of a page's virtual module (vite-manifest-plugin.ts). */
const PAGE_MODULE = 'virtual:page/';

/** The route table's virtual module (vite-manifest-plugin.ts): the routes, and a loader per page that imports its module. */
const ROUTE_TABLE = 'virtual:route-table';

/** Whether the route table's module would be the same: the same routes (address, page, layout, status), in the same order, and not-found page. */
function sameRoutes(before: BuiltManifest, after: BuiltManifest): boolean {
  if (before.notFoundPageId !== after.notFoundPageId || before.routes.length !== after.routes.length) return false;
  return after.routes.every((route, index) => {
    const old = before.routes[index];
    return old !== undefined && old.path === route.path && old.pageId === route.pageId && old.layout === route.layout && old.status === route.status;
  });
}

/**
 * Invalidates a page's module alone. Vite's invalidateModule also invalidates its importers: the route
 * table, then the render entry and what imports it, each loaded and run again (at 4,000 pages the
 * route table is 600 KB of code, a third of a refresh). The route table imports a page by a dynamic
 * import run at each render, which fetches the page's module anew once it is invalid: it takes the
 * change as a module that accepts it would, and is marked so while the page's module is invalidated.
 * A page module imported by any other module is invalidated as Vite does it.
 */
function invalidatePageModule(graph: EnvironmentModuleGraph, module: EnvironmentModuleNode): void {
  const importers = [...module.importers];
  if (importers.some((importer) => importer.id !== `\0${ROUTE_TABLE}`)) {
    graph.invalidateModule(module);
    return;
  }
  const marked = importers.filter((importer) => !importer.acceptedHmrDeps.has(module));
  for (const importer of marked) importer.acceptedHmrDeps.add(module);
  try {
    graph.invalidateModule(module);
  } finally {
    for (const importer of marked) importer.acceptedHmrDeps.delete(module);
  }
}

/** The page a section catalogue's example is drawn on: a draft only, never on disk. */
const EXAMPLE_FILE = 'content/pages/editor-section-example.json';
const EXAMPLE_PATH = '/editor-section-example';
/** Only the section: the layout's skip link, header and footer (main's siblings) are hidden. */
const EXAMPLE_STYLE = '<style>:has(> main) > :not(main){display:none!important}</style>';

/**
 * The editor's preview: the site's own server render entry (src/entry-server.tsx) loaded through
 * Vite's ssrLoadModule as the dev server does (scripts/dev/dev-server.ts), over the manifest built by
 * build-manifest.ts from the disk's files with the editor's unsaved drafts read in their place.
 */
export class Preview {
  private manifest: BuiltManifest | undefined;
  /** The manifest the loaded virtual modules were made from, its pages by id. */
  private lastManifest: { manifest: BuiltManifest; pages: Map<string, PageData> } | undefined;
  /** Image sizes, read once: the preview does not change images. */
  private readonly sizeOf: (src: string) => ImageSize | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** The page previews waiting their turn, by the draft files they show: only the newest of each is drawn. */
  private readonly waiting = new Map<string, { superseded: boolean }>();
  private readonly stylesheets: PreviewStylesheets;
  /** The validator of `npm run validate`, kept in memory: a draft re-checks what it touches (issue 31 item 7). */
  private readonly validator: IncrementalValidator;
  /** The build's manifest, each page normalised again only when it changed. */
  private readonly manifests: PreviewManifest;

  private constructor(
    rootDir: string,
    private readonly vite: ViteDevServer,
    private readonly template: string,
  ) {
    this.sizeOf = createImageSizer(path.join(rootDir, 'public'));
    this.stylesheets = new PreviewStylesheets(vite);
    this.validator = new IncrementalValidator(rootDir);
    this.manifests = new PreviewManifest(rootDir, this.sizeOf);
  }

  /** The validator's issues and warnings for these drafts: the same as validateManifest's, worked out again only where they changed. */
  check(drafts?: ManifestDrafts) {
    return this.validator.validate(drafts);
  }

  static async start(rootDir: string): Promise<Preview> {
    let preview: Preview | undefined;
    const vite = await createViteServer({
      root: rootDir,
      configFile: false,
      configLoader: 'runner',
      appType: 'custom',
      logLevel: 'warn',
      // No WebSocket at all (issue 27 item 1): `hmr: false` alone still opened one on *:24678; the editor listens on 127.0.0.1 only.
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      plugins: [
        react(),
        manifestPlugin({
          rootDir,
          source: async () => {
            if (!preview?.manifest) throw new Error('The preview asked for the manifest before building it');
            return preview.manifest;
          },
        }),
        muiWithoutCssVariables(),
        designTokensPlugin(),
      ],
    });
    const template = (await readFile(path.join(rootDir, 'index.html'), 'utf8')).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    preview = new Preview(rootDir, vite, template);
    return preview;
  }

  /** Checks the drafts with the validator of `npm run validate` and, when they pass, renders the page at `pagePath`. */
  private render(drafts: ManifestDrafts, pagePath: string | undefined): Promise<PreviewResult> {
    const next = this.queue.then(() => this.renderNow(drafts, pagePath));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * A page preview from the form: while one is being drawn, a newer one for the same draft files takes
   * the place of any older one still waiting, which is answered `undefined` at once without being drawn
   * (issue 31: previews never queue; the newest draft wins). Other renders (the catalogue's) keep their turn.
   */
  renderLatest(drafts: ManifestDrafts, pagePath: string | undefined): Promise<PreviewResult | undefined> {
    const key = [...drafts.keys()].sort().join('\n');
    const older = this.waiting.get(key);
    if (older) older.superseded = true;
    const ticket = { superseded: false };
    this.waiting.set(key, ticket);
    const next = this.queue.then(() => {
      if (this.waiting.get(key) === ticket) this.waiting.delete(key);
      return ticket.superseded ? undefined : this.renderNow(drafts, pagePath);
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * One section type's example alone (the section catalogue's live render): drawn on a page of its
   * own that exists only as a draft, without the site's header and footer. Undefined when it cannot be.
   */
  async renderSectionExample(type: string, example: unknown): Promise<string | undefined> {
    const page = {
      $schema: '../../schemas/page.schema.json',
      path: EXAMPLE_PATH,
      title: `The ${type} section`,
      description: `The example of the ${type} section type, drawn for the editor's section catalogue.`,
      layout: 'main',
      sections: [example],
    };
    const drafts = new Map([[EXAMPLE_FILE, `${JSON.stringify(page, null, 2)}\n`]]);
    const result = await this.render(drafts, EXAMPLE_PATH);
    return result.html?.replace('</head>', `${EXAMPLE_STYLE}</head>`);
  }

  /**
   * A blog page of the site drawn with the data given (a post from an unsaved draft): the page as the
   * server renders it (server/blog/blog-page-render.ts), its blog islands rendered by the render
   * entry's `renderPageIslands` with `data` and put in place of the build's. `kind` picks the page: the
   * one whose sections take that kind of blog data; `param` fills its address's one parameter.
   */
  renderBlogPage(kind: BlogPageData['kind'], param: string, data: (path: string) => BlogPageData): Promise<PreviewResult & { path?: string }> {
    const next = this.queue.then(async () => {
      // The page's address is the manifest's (as saved): the draft is a post, not a page.
      const pages = this.manifest?.pages ?? (await this.validator.validate()).pages.map((loaded) => loaded.page);
      const page = pages.find((candidate) => candidate.sections.some((section) => serverDataOf(section.type) === kind));
      if (page === undefined)
        return { issues: [{ file: 'content/pages', line: undefined, path: '', message: `no page has a section that shows a blog ${kind}` }], warnings: [] };
      const address = page.path.replace(/:[A-Za-z][A-Za-z0-9_]*/, encodeURIComponent(param));
      const result = await this.renderNow(new Map(), address);
      if (result.html === undefined) return result;
      const entry = (await this.vite.ssrLoadModule('/src/entry-server.tsx')) as { renderPageIslands: IslandRenderer };
      const fill = islandTemplate(result.html, await entry.renderPageIslands(address));
      if (fill === undefined) throw new Error(`${address}: the page's islands are not where the render entry puts them`);
      return { ...result, path: address, html: fill(await entry.renderPageIslands(address, data(address))) };
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async renderNow(drafts: ManifestDrafts, pagePath: string | undefined): Promise<PreviewResult> {
    const started = performance.now();
    const validation = await this.validator.validate(drafts);
    const validated = performance.now();
    const { issues, warnings } = validation;
    if (issues.length > 0 || pagePath === undefined) return { issues, warnings };
    const manifest = this.manifests.build(validation);
    this.manifest = manifest;
    this.invalidateChanged(manifest);
    const built = performance.now();
    const entry = (await this.vite.ssrLoadModule('/src/entry-server.tsx')) as RenderEntry;
    const loaded = performance.now();
    const rendered = await entry.renderPage(pagePath);
    const done = performance.now();
    const timings = { validate: validated - started, build: built - validated, load: loaded - built, render: done - loaded };
    // The built page's stylesheets (its islands' and its loader's), as the build names them in its head.
    const stylesheets = await this.stylesheets.styleTags(rendered.islands.map((island) => island.type));
    const page = { ...rendered, html: withoutThirdPartyFrames(rendered.html), headTags: `${rendered.headTags}\n    ${stylesheets}${PREVIEW_STYLE}` };
    return {
      issues,
      warnings,
      timings,
      react: await reactBuild(),
      html: renderDocument(this.template, page, { entry: '', preloads: [], styles: [] }, manifest.site.language),
    };
  }

  /**
   * Marks for loading again the virtual modules whose content changed since the last manifest: a
   * heading's edit reloads its page's module alone. Every module loaded holds the last manifest's
   * content (a module is loaded from the manifest of its render, and one that differs is invalidated
   * here first). A page module is compared by object (PreviewManifest keeps an unchanged page's), never
   * written out; the route table (4,000 routes and loaders) by its routes; one not loaded is left as it is.
   */
  private invalidateChanged(manifest: BuiltManifest): void {
    const graph = this.vite.environments.ssr.moduleGraph;
    const last = this.lastManifest;
    this.lastManifest = { manifest, pages: new Map(manifest.pages.map((page) => [page.id, page])) };
    for (const module of graph.idToModuleMap.values()) {
      const id = module.id;
      if (!id?.startsWith('\0virtual:') || !module.transformResult) continue;
      if (id.startsWith(`\0${PAGE_MODULE}`)) {
        const pageId = id.slice(PAGE_MODULE.length + 1);
        const page = this.lastManifest.pages.get(pageId);
        if (page === undefined || last?.pages.get(pageId) !== page) invalidatePageModule(graph, module);
      } else if (id === `\0${ROUTE_TABLE}`) {
        if (last === undefined || !sameRoutes(last.manifest, manifest)) graph.invalidateModule(module);
      } else if (last === undefined || moduleCode(manifest, id.slice(1)) !== moduleCode(last.manifest, id.slice(1))) {
        graph.invalidateModule(module);
      }
    }
  }

  /** A photo's variant (/img/_v/…) that a page drawn here names, as the build plans it; undefined for any other address. */
  variant(address: string): VariantRequest | undefined {
    return this.manifest?.imageVariants.find((request) => request.output === address);
  }

  async close(): Promise<void> {
    await this.queue;
    this.validator.close();
    await this.vite.close();
  }
}
