import Box from '@mui/material/Box';
import { useContext, useId, useState } from 'react';
import type { Link } from '../../../../schemas/common';
import type { NavItem } from '../../../../schemas/site';
import { SmartLink } from '../../../components/smart-link';
import { Chevron } from './chevron';
import { LinkList } from './link-list';
import { MediaMenuContext } from './menu-context';
import { navLinkSx, panelLinkSx } from './nav-styles';

function MobileSubmenu({ label, href, fullPageLoad, links }: { label: string; href?: string; fullPageLoad?: boolean; links: readonly Link[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {href ? (
          <Box component={SmartLink} href={href} fullPageLoad={fullPageLoad} sx={navLinkSx}>
            {label}
          </Box>
        ) : (
          <Box component="span" sx={{ ...navLinkSx, cursor: 'default' }}>{label}</Box>
        )}
        <Box component="button" type="button" aria-expanded={open} aria-controls={listId} aria-label={`${label} menu`} disabled={links.length === 0} onClick={() => setOpen(!open)} sx={navLinkSx}>
          <Chevron />
        </Box>
      </Box>
      <LinkList id={listId} hidden={!open} links={links} linkSx={panelLinkSx} listSx={{ pl: 2 }} />
    </li>
  );
}

function MobileEntry({ item }: { item: NavItem }) {
  const mediaItems = useContext(MediaMenuContext);
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
      return <MobileSubmenu label={item.label} href={item.href} fullPageLoad={item.fullPageLoad} links={item.items ?? item.groups?.flatMap((group) => group.items) ?? []} />;
    case 'mega-menu':
      return <MobileSubmenu label={item.label} links={item.feature ? [item.feature, ...item.items] : item.items} />;
    case 'media':
      return <MobileSubmenu label={item.label} links={mediaItems} />;
  }
}

/**
 * The navigation as a vertical list, inside the collapsible panel of small screens. Without
 * JavaScript the toggle cannot open it, so index.html's <noscript> style shows it expanded instead
 * (found by its data-mobile-navigation attribute).
 */
export function MobileNavigation({ items, id, open }: { items: readonly NavItem[]; id: string; open: boolean }) {
  return (
    <Box id={id} hidden={!open} data-mobile-navigation="" sx={{ display: { xs: open ? 'block' : 'none', lg: 'none' }, borderTop: '1px solid', borderColor: 'grey.100', py: 1, maxHeight: 'calc(100svh - 72px)', overflowY: 'auto' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <MobileEntry key={`${item.type}-${item.label}`} item={item} />
        ))}
      </Box>
    </Box>
  );
}
