import { startBackgroundVideos } from './engine/islands/background-videos';
import { startIslands } from './engine/islands/island-loader';
import { startChrome } from './engine/layout/chrome/start-chrome';

// The page is the server's HTML; nothing here imports React. The chrome (menus) works at once, the
// islands start by themselves when their triggers fire (docs/decisions/009-islands.md), and the
// animations load after the first paint so they never compete with it.
startChrome();
startBackgroundVideos(document);
// A page with no animated section (the blog's pages) does not load them at all.
requestAnimationFrame(() =>
  setTimeout(() => {
    if (document.querySelector('[data-aos]')) void import('./animate-in').then(({ animateIn }) => animateIn());
  }),
);
startIslands(document);
