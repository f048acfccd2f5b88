import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { notFoundPageId, routes } from 'virtual:route-table';
import { theme } from '../theme/theme';
import { SiteGlobalStyles } from './layout/global-styles';
import { ManifestPage } from './manifest-page';
import { RouteEffects } from './route-effects';

/** The whole site: one route per manifest page, the not-found page for everything else. */
export function SiteApp({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ThemeProvider theme={theme}>
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
      <RouteEffects onNavigate={onNavigate} />
    </ThemeProvider>
  );
}
