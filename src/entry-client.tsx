import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { refreshAnimateIn, startAnimateIn } from './animate-in';
import { createEmotionCache } from './engine/emotion-cache';
import { loadPage } from './engine/page-loader';
import { matchPageRoute } from './engine/route-match';
import { SiteApp } from './engine/site-app';
import { MediaMenuProvider } from './features/blog/components/media-menu-provider';

async function start() {
  // The page's data and renderers are preloaded (modulepreload links in the HTML) and resolved before
  // hydration, so the first render matches the prerendered HTML without suspending.
  await loadPage(matchPageRoute(window.location.pathname).pageId);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  hydrateRoot(
    container,
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <BrowserRouter>
          <MediaMenuProvider>
            <SiteApp onNavigate={refreshAnimateIn} />
          </MediaMenuProvider>
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>,
  );
  startAnimateIn();
}

void start();
