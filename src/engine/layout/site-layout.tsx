import site from 'virtual:site-data';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { LayoutName } from '../../../schemas/site';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The frame of every page: skip link, sticky navigation, main content and footer of the page's layout. */
export function SiteLayout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const layout = site.layouts[name];
  return (
    <>
      <SkipLink />
      <SiteHeader layout={layout} social={site.social} />
      <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter layout={layout} social={site.social} />
    </>
  );
}
