import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { Suspense } from 'react';
import { notFoundPageId, routes } from 'virtual:route-table';
import { theme } from '../theme/theme';
import { SiteGlobalStyles } from './layout/global-styles';
import { ManifestPage } from './manifest-page';
import { RouteEffects } from './route-effects';
import { Route, Routes } from 'react-router';

// MUI's own ThemeProvider bundles the CSS-variables provider (colour schemes, localStorage, its init
// script: about 5 KB gzipped) that a theme without CSS variables never uses. For such a theme it renders
// exactly this: the system provider, with `vars: null` so no outer theme's variables leak in.
const siteTheme = { ...theme, vars: null };

/** The whole site: one route per manifest page, the not-found page for everything else. */
export function SiteApp({ onPageShown }: { onPageShown?: () => void }) {
  return (
    <ThemeProvider theme={siteTheme}>
      <CssBaseline />
      <SiteGlobalStyles />
      <Suspense fallback={null}>
        <Routes>
          {routes
            .filter((route) => route.status === 200)
            .map((route) => (
              <Route key={route.path} path={route.path} element={<ManifestPage pageId={route.pageId} />} />
            ))}
          <Route path="*" element={<ManifestPage pageId={notFoundPageId} />} />
        </Routes>
      </Suspense>
      <RouteEffects onPageShown={onPageShown} />
    </ThemeProvider>
  );
}
