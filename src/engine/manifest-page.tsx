import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import type { ComponentType } from 'react';
import type { SectionType } from '../../schemas/section';
import type { PageData } from '../common/page-data';
import { PageIconsContext } from '../components/icon';
import { SiteGlobalStyles } from './layout/global-styles';
import { SiteLayout } from './layout/site-layout';
import { PageLayoutContext } from './page-layout';
import { PagePathContext } from './page-path';
import type { SectionComponentProps } from './section-registry';
import { type RenderedIsland, SectionList } from './section-renderer';
import { siteTheme } from './site-theme';

type ManifestPageProps = {
  page: PageData;
  renderers: ReadonlyMap<SectionType, ComponentType<SectionComponentProps<SectionType>>>;
  islands: ReadonlyMap<number, RenderedIsland>;
};

/** A page of the manifest, as the server renders it once: global styles, its layout around its sections. */
export function ManifestPage({ page, renderers, islands }: ManifestPageProps) {
  return (
    <ThemeProvider theme={siteTheme}>
      <CssBaseline />
      <SiteGlobalStyles />
      <PageIconsContext.Provider value={page.icons}>
        <PagePathContext.Provider value={page.path}>
          <PageLayoutContext.Provider value={page.layout}>
            <SiteLayout name={page.layout}>
              <SectionList sections={page.sections} renderers={renderers} islands={islands} />
            </SiteLayout>
          </PageLayoutContext.Provider>
        </PagePathContext.Provider>
      </PageIconsContext.Provider>
    </ThemeProvider>
  );
}
