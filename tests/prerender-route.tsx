import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createEmotionCache } from '../src/engine/emotion-cache';
import { loadPage } from '../src/engine/page-loader';
import { matchPageRoute } from '../src/engine/route-match';
import { StaticRouter } from 'react-router';
import { SiteApp } from '../src/engine/site-app';

/** The HTML the build writes for an address: its page data and renderers loaded, then rendered as on the server. */
export async function prerenderRoute(path: string): Promise<string> {
  await loadPage(matchPageRoute(path).pageId);
  return renderToString(
    <CacheProvider value={createEmotionCache()}>
      <StaticRouter location={path}>
        <SiteApp />
      </StaticRouter>
    </CacheProvider>,
  );
}
