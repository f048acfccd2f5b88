import { routes } from 'virtual:route-table';
import site from 'virtual:site-data';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandTrigger, ServerDataKind } from '../schemas/define-section-type';
import { islandTriggerOf, type Section, type SectionType, serverDataOf } from '../schemas/section';
import type { BlogPageData } from './common/blog-page-data';
import type { PageData } from './common/page-data';
import { pageHead, renderHeadTags } from './common/page-head';
import { createEmotionCache } from './engine/emotion-cache';
import { dataBlockJson } from './engine/islands/island-markup';
import { IslandRoot } from './engine/islands/island-root';
import type { IslandPageContext } from './engine/islands/page-context';
import { ManifestPage } from './engine/manifest-page';
import { loadPage } from './engine/page-loader';
import { matchPageRoute } from './engine/route-match';
import { SectionErrorBoundary } from './engine/section-error-boundary';
import { loadRenderers, type SectionComponentProps } from './engine/section-registry';
import type { RenderedIsland } from './engine/section-renderer';
import { embeddedBlogData } from './features/blog/embedded/blog-fallback';
import { type RenderedBlogMarker, renderedBlogMarker } from './features/blog/embedded/embedded-blog-data-shape';

export { routes, site };

export type RenderedPage = {
  pageId: string;
  status: 200 | 404;
  sectionTypes: string[];
  /** The page's islands, by section type, with their triggers: which client modules it needs, and when. */
  islands: { type: string; trigger: IslandTrigger }[];
  headTags: string;
  styleTags: string;
  html: string;
};

/** The SVG of the page's icons that a section's content names (cards' icons…), for an island's data block. */
function iconsNamedBy(section: Section, icons: Readonly<Record<string, string>>): Record<string, string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') names.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(section);
  return Object.fromEntries(Object.entries(icons).filter(([name]) => names.has(name)));
}

type Renderers = ReadonlyMap<SectionType, ComponentType<SectionComponentProps<SectionType>>>;

/**
 * Page data the reference server renders a page's islands with at request time: its kind, what the
 * sections render with (IslandDataContext) and what their data blocks say of it (decision 019).
 */
export type IslandServerData = { kind: ServerDataKind; render: unknown; block: RenderedBlogMarker };

/**
 * Each island is rendered as a React root of its own, in the tree its client module hydrates
 * (IslandRoot), so the browser's first render matches it exactly (the same `useId` values too). Only
 * the islands whose type's definition asks for page data of `serverData`'s kind (`browser.serverData`)
 * are rendered with it; the others are rendered as at build time.
 */
export function renderIslands(
  page: Pick<PageData, 'path' | 'icons' | 'sections'>,
  renderers: Renderers,
  params: Record<string, string>,
  cache: EmotionCache,
  serverData?: IslandServerData,
): Map<number, RenderedIsland> {
  const islands = new Map<number, RenderedIsland>();
  for (const [index, section] of page.sections.entries()) {
    const trigger = islandTriggerOf(section.type);
    const Renderer = renderers.get(section.type);
    if (!trigger || !Renderer) continue;
    const context: IslandPageContext = { pagePath: page.path, icons: iconsNamedBy(section, page.icons) };
    const data = serverData !== undefined && serverDataOf(section.type) === serverData.kind ? serverData : undefined;
    const html = renderToString(
      <IslandRoot cache={cache} page={context} params={params} data={data?.render}>
        <SectionErrorBoundary sectionId={section.id} sectionType={section.type}>
          <Renderer section={section} index={index} />
        </SectionErrorBoundary>
      </IslandRoot>,
    );
    // The island's IslandProps (island-module.ts): `data` only for a type that takes page data, and only when given some.
    const props = data === undefined ? { section, index, page: context } : { section, index, page: context, data: data.block };
    islands.set(index, { trigger, html, propsJson: dataBlockJson(props) });
  }
  return islands;
}

/**
 * Renders one address to HTML with its critical styles and head tags, without a router: used by the
 * build for every manifest route (and by the dev server on request). Islands are rendered as roots of
 * their own and placed in the page inside their wrappers; static sections are plain server HTML.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const match = matchPageRoute(new URL(url, 'http://prerender.local').pathname);
  const page = await loadPage(match.pageId);
  const renderers = await loadRenderers(page.sections.map((section) => section.type));
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const islands = renderIslands(page, renderers, match.params, cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ManifestPage page={page} renderers={renderers} islands={islands} />
    </CacheProvider>,
  );
  const styleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const islandTypes = new Map(
    page.sections.flatMap((section, index) => {
      const island = islands.get(index);
      return island ? [[section.type, island.trigger] as const] : [];
    }),
  );
  return {
    pageId: match.pageId,
    status: match.status,
    sectionTypes: [...new Set(page.sections.map((section) => section.type))],
    islands: [...islandTypes].map(([type, trigger]) => ({ type, trigger })),
    headTags: renderHeadTags(pageHead(page, site)),
    styleTags,
    html,
  };
}

/**
 * One island of a page as the server renders it: its HTML inside the wrapper, its data block's JSON,
 * and the kind of page data its type is rendered with at request time, if any (its definition's
 * `browser.serverData`), which is how the server knows what data a page needs.
 */
export type IslandPart = { html: string; propsJson: string; serverData?: ServerDataKind };

/**
 * The islands of one address, rendered alone (the page around them is the build's): the reference
 * server renders the blog's islands with their data at request time and puts them in place of the
 * build's (server/blog/blog-page-render.ts). Without data the output is the build's, byte for byte,
 * which is how the server finds the build's islands in the page to replace them.
 */
export async function renderPageIslands(url: string, blogData?: BlogPageData): Promise<IslandPart[]> {
  const match = matchPageRoute(new URL(url, 'http://prerender.local').pathname);
  const page = await loadPage(match.pageId);
  const renderers = await loadRenderers(page.sections.map((section) => section.type));
  const embedded = blogData === undefined ? undefined : embeddedBlogData(blogData);
  const cache = createEmotionCache();
  // As in renderPage: the extracting server puts the cache in compat mode, so no <style> is written
  // inline and the markup is the build's (the page already has these critical styles).
  createEmotionServer(cache);
  // The sections are rendered from the data; the page's data block only says so (decision 019).
  const serverData =
    blogData === undefined || embedded === undefined ? undefined : { kind: blogData.kind, render: embedded, block: renderedBlogMarker(embedded) };
  const islands = renderIslands(page, renderers, match.params, cache, serverData);
  return [...islands].map(([index, { html, propsJson }]) => {
    const serverDataKind = serverDataOf(page.sections[index]?.type ?? '');
    return serverDataKind === undefined ? { html, propsJson } : { html, propsJson, serverData: serverDataKind };
  });
}
