import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useId, useState } from 'react';
import type { SiteLayout, SocialProfile } from '../../../schemas/site';
import { DesktopNavigation } from './navigation/desktop-navigation';
import { MobileNavigation } from './navigation/mobile-navigation';
import { navLinkSx } from './navigation/nav-styles';
import { SocialLinks } from './navigation/social-links';

function MenuToggleIcon({ open }: { open: boolean }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: 28, height: 28, fill: 'currentColor' }}>
      <path d={open ? 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z' : 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'} />
    </Box>
  );
}

/** The sticky top bar: logo, navigation, social icons (extra-large screens) and the menu toggle (small screens). */
export function SiteHeader({ layout, social }: { layout: SiteLayout; social: readonly SocialProfile[] }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();

  return (
    <Box component="header" data-site-header="" sx={{ position: 'sticky', top: 0, zIndex: 1100, bgcolor: 'rgba(255,255,255,0.97)', borderBottom: '1px solid', borderColor: 'grey.100', backdropFilter: 'blur(6px)' }}>
      <Container maxWidth="xl" component="nav" aria-label="Main" sx={{ position: 'relative' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 72, gap: 2 }}>
          <Box component="a" href={layout.brand.href} sx={{ display: 'inline-flex', alignItems: 'center' }}>
            <img src={layout.brand.logo} alt={layout.brand.name} width={160} height={40} style={{ display: 'block', height: 40, width: 'auto' }} />
          </Box>
          <DesktopNavigation items={layout.navigation} />
          {layout.showSocial ? <SocialLinks profiles={social} sx={{ display: { xs: 'none', xl: 'flex' } }} /> : null}
          <Box
            component="button"
            type="button"
            data-menu-toggle=""
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen(!mobileOpen)}
            sx={{ ...navLinkSx, display: { xs: 'inline-flex', lg: 'none' } }}
          >
            <MenuToggleIcon open={mobileOpen} />
          </Box>
        </Box>
        <MobileNavigation items={layout.navigation} id={mobileMenuId} open={mobileOpen} />
      </Container>
    </Box>
  );
}
