import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useId } from 'react';
import type { SiteLayout, SocialProfile } from '../../../schemas/site';
import { chromeMessages } from '../../messages/chrome-messages';
import { tints } from '../../theme/tokens';
import { toggleKind } from './chrome/disclosure-markup';
import { DesktopNavigation } from './navigation/desktop-navigation';
import { disclosureButtonProps, disclosureScopeProps } from './navigation/disclosure-props';
import { MobileNavigation } from './navigation/mobile-navigation';
import { navLinkSx } from './navigation/nav-styles';
import { SocialLinks } from './navigation/social-links';
import { SiteSearchForm } from './site-search-form';

const menuIcons = {
  open: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
} as const;
const menuLabels = { open: chromeMessages.openMenu, close: chromeMessages.closeMenu } as const;

/**
 * Both actions are in the markup, each an icon and its name; the button's aria-expanded (set by
 * start-chrome.ts) shows one, so the button is named "Open menu" or "Close menu" without a script
 * changing its label (what display: none hides is not part of the name).
 */
function MenuToggleAction({ action }: { action: keyof typeof menuIcons }) {
  return (
    <Box component="span" data-menu-action={action} sx={{ display: 'inherit' }}>
      <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: 28, height: 28, fill: 'currentColor' }}>
        <path d={menuIcons[action]} />
      </Box>
      <span className="visually-hidden">{menuLabels[action]}</span>
    </Box>
  );
}

const menuToggleSx = {
  ...navLinkSx,
  display: { xs: 'inline-flex', lg: 'none' },
  // Closed unless the script says open: before it starts the button has no aria-expanded (see below).
  '&[aria-expanded="true"] > [data-menu-action="open"], &:not([aria-expanded="true"]) > [data-menu-action="close"]': { display: 'none' },
} as const;

/**
 * The sticky top bar: logo, navigation, social icons (extra-large screens) and the menu toggle (small
 * screens). Server markup only, every menu closed: start-chrome.ts gives the buttons their behaviour.
 */
export function SiteHeader({ layout, social }: { layout: SiteLayout; social: readonly SocialProfile[] }) {
  const mobileMenuId = useId();
  return (
    <Box
      component="header"
      data-site-header=""
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        bgcolor: tints.surfaceGlass,
        borderBottom: '1px solid',
        borderColor: 'grey.100',
        backdropFilter: 'blur(6px)',
        // Opaque while the small-screen menu is open (by the script, or as the popover without it): the
        // page must not show through the bar above the menu.
        '&:has([data-mobile-navigation]:not([hidden]))': { bgcolor: 'background.paper', backdropFilter: 'none' },
        // A rule of its own: a browser that does not know :popover-open drops only this one.
        '&:has([data-mobile-navigation]:popover-open)': { bgcolor: 'background.paper', backdropFilter: 'none' },
      }}
    >
      <Container maxWidth="xl" component="nav" aria-label={chromeMessages.mainNavigation} {...disclosureScopeProps} sx={{ position: 'relative' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 72, gap: 2 }}>
          <Box component="a" href={layout.brand.href} sx={{ display: 'inline-flex', alignItems: 'center' }}>
            <img src={layout.brand.logo} alt={layout.brand.name} width={160} height={40} style={{ display: 'block', height: 40, width: 'auto' }} />
          </Box>
          <DesktopNavigation items={layout.navigation} />
          <SiteSearchForm />
          {layout.showSocial ? <SocialLinks profiles={social} sx={{ display: { xs: 'none', xl: 'flex' } }} /> : null}
          {/* popoverTarget: the browser's own toggle until start-chrome.ts takes over, and for good without JavaScript.
              No aria-expanded meanwhile: the browser gives a popover's toggle its state itself (HTML forbids
              both), and start-chrome.ts sets it when it takes the menu over. */}
          <Box
            component="button"
            {...disclosureButtonProps(mobileMenuId, toggleKind)}
            aria-expanded={undefined}
            popoverTarget={mobileMenuId}
            data-menu-toggle=""
            sx={menuToggleSx}
          >
            <MenuToggleAction action="open" />
            <MenuToggleAction action="close" />
          </Box>
        </Box>
        <MobileNavigation items={layout.navigation} id={mobileMenuId} />
      </Container>
    </Box>
  );
}
