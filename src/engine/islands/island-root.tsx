import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { type ReactNode, StrictMode } from 'react';
import { PageIconsContext } from '../../components/icon';
import { PagePathContext } from '../page-path';
import { siteTheme } from '../site-theme';
import { IslandDataContext, type IslandPageContext, PageParamsContext } from './page-context';

type IslandRootProps = {
  cache: EmotionCache;
  page: IslandPageContext;
  params: Readonly<Record<string, string | undefined>>;
  /** Data rendered in at request time (page-context.ts); none at build time. */
  data?: unknown;
  children: ReactNode;
};

/**
 * The React tree around an island's section when the server renders it as a root of its own
 * (src/entry-server.tsx): the Emotion cache and theme for the section's frame, the page's icons, path
 * and parameters. The browser hydrates only the island's `data-island-root` part, which uses none of
 * these providers and no `useId` (hydrate-island-root.tsx), so its markup matches on its own.
 */
export function IslandRoot({ cache, page, params, data, children }: IslandRootProps) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={siteTheme}>
          <PageIconsContext.Provider value={page.icons}>
            <PagePathContext.Provider value={page.pagePath}>
              <PageParamsContext.Provider value={params}>
                <IslandDataContext.Provider value={data}>{children}</IslandDataContext.Provider>
              </PageParamsContext.Provider>
            </PagePathContext.Provider>
          </PageIconsContext.Provider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
