import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { animateIn } from './animate-in';
import { createEmotionCache } from './engine/emotion-cache';
import { loadPage, preloadPageData } from './engine/page-loader';
import { matchPageRoute } from './engine/route-match';
import { BrowserRouter } from 'react-router';
import { SiteApp } from './engine/site-app';

async function start() {
  // The page's data and renderers are preloaded (modulepreload links in the HTML) and resolved before
  // hydration, so the first render matches the prerendered HTML without suspending.
  const page = await loadPage(matchPageRoute(window.location.pathname).pageId);
  // Data-driven sections (the blog) ask for their data now, so it arrives while the page hydrates.
  preloadPageData(page, window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (one long task of several hundred ms on a mid-range phone); the
  // page is already painted and its links work meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={createEmotionCache()}>
          <BrowserRouter>
            <SiteApp onPageShown={animateIn} />
          </BrowserRouter>
        </CacheProvider>
      </StrictMode>,
    );
  });
}

void start();
