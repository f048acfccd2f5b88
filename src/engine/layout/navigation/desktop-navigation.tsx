import Box from '@mui/material/Box';
import type { NavItem } from '../../../../schemas/site';
import { SmartLink } from '../../../components/smart-link';
import { isInternalHref, splitInternalHref } from '../../links/href-kind';
import { usePagePath } from '../../page-path';
import { MegaMenu } from './mega-menu';
import { NavDropdown } from './nav-dropdown';
import { navLinkSx } from './nav-styles';

/** Whether a top-level link leads to the page being rendered (marked aria-current, and coloured). */
function isCurrentPage(href: string, pagePath: string | undefined): boolean {
  return pagePath !== undefined && isInternalHref(href) && !href.includes('#') && splitInternalHref(href).path === pagePath;
}

function NavEntry({ item, pagePath }: { item: NavItem; pagePath: string | undefined }) {
  switch (item.type) {
    case 'link':
      return (
        <li>
          <Box
            component={SmartLink}
            href={item.href}
            newTab={item.newTab}
            aria-current={isCurrentPage(item.href, pagePath) ? 'page' : undefined}
            sx={navLinkSx}
          >
            {item.label}
          </Box>
        </li>
      );
    case 'dropdown':
      return <NavDropdown item={item} items={item.items} />;
    case 'mega-menu':
      return <MegaMenu item={item} />;
    case 'media':
      return <NavDropdown item={{ label: item.label }} media />;
  }
}

/** The navigation entries in a row, for large screens. */
export function DesktopNavigation({ items }: { items: readonly NavItem[] }) {
  const pagePath = usePagePath();
  return (
    <Box component="ul" sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <NavEntry key={`${item.type}-${item.label}`} item={item} pagePath={pagePath} />
      ))}
    </Box>
  );
}
