import Box from '@mui/material/Box';
import { useContext } from 'react';
import type { NavItem } from '../../../../schemas/site';
import { SmartLink } from '../../../components/smart-link';
import { isInternalHref } from '../../links/href-kind';
import { usePagePath } from '../../page-path';
import { MegaMenu } from './mega-menu';
import { MediaMenuContext } from './menu-context';
import { NavDropdown } from './nav-dropdown';
import { navLinkSx } from './nav-styles';

function NavEntry({ item }: { item: NavItem }) {
  const mediaItems = useContext(MediaMenuContext);
  const pagePath = usePagePath();
  switch (item.type) {
    case 'link':
      return (
        <li>
          {isInternalHref(item.href) && !item.newTab ? (
            <Box component="a" href={item.href} aria-current={item.href === pagePath ? 'page' : undefined} sx={navLinkSx}>
              {item.label}
            </Box>
          ) : (
            <Box component={SmartLink} href={item.href} newTab={item.newTab} sx={navLinkSx}>
              {item.label}
            </Box>
          )}
        </li>
      );
    case 'dropdown':
      return <NavDropdown item={item} items={item.items} />;
    case 'mega-menu':
      return <MegaMenu item={item} />;
    case 'media':
      return <NavDropdown item={{ label: item.label }} items={mediaItems} />;
  }
}

/** The navigation entries in a row, for large screens. */
export function DesktopNavigation({ items }: { items: readonly NavItem[] }) {
  return (
    <Box component="ul" sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <NavEntry key={`${item.type}-${item.label}`} item={item} />
      ))}
    </Box>
  );
}
