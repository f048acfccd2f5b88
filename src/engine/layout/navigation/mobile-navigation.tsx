import Box from '@mui/material/Box';
import { useId } from 'react';
import type { Link } from '../../../../schemas/common';
import type { NavItem } from '../../../../schemas/site';
import { SmartLink } from '../../../components/smart-link';
import { chromeMessages } from '../../../messages/chrome-messages';
import { shadows } from '../../../theme/tokens';
import { toggleKind } from '../chrome/disclosure-markup';
import { Chevron } from './chevron';
import { disclosureButtonProps, disclosureScopeProps, hiddenPanelSx } from './disclosure-props';
import { LinkList } from './link-list';
import { navLinkSx, panelLinkSx } from './nav-styles';

/** The header bar's height (its 72 px row and its 1 px bottom border): the popover menu opens below it. */
const headerHeightPx = 73;

type MobileSubmenuProps = { label: string; href?: string; fullPageLoad?: boolean; links: readonly Link[]; media?: boolean };

function MobileSubmenu({ label, href, fullPageLoad, links, media = false }: MobileSubmenuProps) {
  const listId = useId();
  return (
    <Box component="li" {...disclosureScopeProps}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {href ? (
          <Box component={SmartLink} href={href} fullPageLoad={fullPageLoad} sx={navLinkSx}>
            {label}
          </Box>
        ) : (
          <Box component="span" sx={{ ...navLinkSx, cursor: 'default' }}>
            {label}
          </Box>
        )}
        <Box
          component="button"
          {...disclosureButtonProps(listId, toggleKind)}
          aria-label={chromeMessages.submenu(label)}
          disabled={links.length === 0}
          sx={navLinkSx}
        >
          <Chevron />
        </Box>
      </Box>
      <LinkList id={listId} hidden links={links} linkSx={panelLinkSx} listSx={{ pl: 2 }} data-media-menu={media ? '' : undefined} />
    </Box>
  );
}

function MobileEntry({ item }: { item: NavItem }) {
  switch (item.type) {
    case 'link':
      return (
        <li>
          <Box component={SmartLink} href={item.href} newTab={item.newTab} sx={navLinkSx}>
            {item.label}
          </Box>
        </li>
      );
    case 'dropdown':
      return (
        <MobileSubmenu
          label={item.label}
          href={item.href}
          fullPageLoad={item.fullPageLoad}
          links={item.items ?? item.groups?.flatMap((group) => group.items) ?? []}
        />
      );
    case 'mega-menu':
      return <MobileSubmenu label={item.label} links={item.feature ? [item.feature, ...item.items] : item.items} />;
    case 'media':
      return <MobileSubmenu label={item.label} links={[]} media />;
  }
}

/**
 * The navigation as a vertical list, inside the collapsible panel of small screens, closed in the
 * server HTML (the menu toggle opens it, through start-chrome.ts). It is also a popover the toggle
 * names (popovertarget), so without JavaScript the browser opens and closes it: index.html's
 * <noscript> style shows it while the popover is open, under the header, its submenus expanded (found
 * by its data-mobile-navigation attribute). start-chrome.ts removes the popover when it starts.
 * Opaque, laid over the page, which does not scroll while it is open (global-styles.tsx).
 */
export function MobileNavigation({ items, id }: { items: readonly NavItem[]; id: string }) {
  return (
    <Box
      id={id}
      hidden
      popover="auto"
      data-mobile-navigation=""
      sx={{
        ...hiddenPanelSx,
        display: { xs: 'block', lg: 'none' },
        // Over the page under the header bar, not in the header's flow: a sticky header growing by the
        // menu's height moved the page under it (the browser's scroll anchoring jumped it up).
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        borderTop: '1px solid',
        borderBottom: '1px solid',
        borderColor: 'grey.100',
        bgcolor: 'background.paper',
        boxShadow: shadows.menu,
        px: { xs: 2, sm: 3 },
        py: 1,
        maxHeight: `calc(100svh - ${headerHeightPx}px)`,
        overflowY: 'auto',
        // The browser's popover (no JavaScript): in the top layer, so placed under the header by hand.
        '&:popover-open': {
          position: 'fixed',
          inset: `${headerHeightPx}px 0 auto 0`,
          width: '100%',
          m: 0,
          border: 0,
          borderTop: '1px solid',
          borderColor: 'grey.100',
          px: { xs: 2, sm: 3 },
          color: 'text.primary',
          boxShadow: shadows.menu,
        },
        '&::backdrop': { background: 'transparent' },
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <MobileEntry key={`${item.type}-${item.label}`} item={item} />
        ))}
      </Box>
    </Box>
  );
}
