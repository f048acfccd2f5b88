import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { routes } from 'virtual:route-table';
import site from 'virtual:site-data';
import { createEmotionCache } from './engine/emotion-cache';
import { pageHead, renderHeadTags } from './engine/page-head';
import { loadPage } from './engine/page-loader';
import { matchPageRoute } from './engine/route-match';
import { StaticRouter } from 'react-router';
import { SiteApp } from './engine/site-app';

export { routes, site };

export type RenderedPage = {
  pageId: string;
  status: 200 | 404;
  sectionTypes: string[];
  headTags: string;
  styleTags: string;
  html: string;
};

/** Renders one address to HTML with its critical styles and head tags; used by the prerender step. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const match = matchPageRoute(new URL(url, 'http://prerender.local').pathname);
  const page = await loadPage(match.pageId);
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <SiteApp />
      </StaticRouter>
    </CacheProvider>,
  );
  const styleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return {
    pageId: match.pageId,
    status: match.status,
    sectionTypes: [...new Set(page.sections.map((section) => section.type))],
    headTags: renderHeadTags(pageHead(page, site)),
    styleTags,
    html,
  };
}
