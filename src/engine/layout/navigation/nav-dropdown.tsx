import Box from '@mui/material/Box';
import type { Link } from '../../../../schemas/common';
import type { NavItem } from '../../../../schemas/site';
import { SmartLink } from '../../../components/smart-link';
import { LinkList } from './link-list';
import { Chevron } from './chevron';
import { navLinkSx, panelLinkSx, panelSx } from './nav-styles';
import { useDisclosure } from './use-disclosure';

type DropdownItem = Extract<NavItem, { type: 'dropdown' }>;

/**
 * A navigation entry with a menu. When the entry has its own page, the label is a link to it and a
 * separate button opens the menu; otherwise the label is the button.
 */
export function NavDropdown({ item, items }: { item: Pick<DropdownItem, 'label' | 'href' | 'fullPageLoad' | 'groups'>; items?: readonly Link[] }) {
  const { open, buttonProps, panelId, containerProps } = useDisclosure();
  const hasEntries = Boolean(items?.length || item.groups?.length);
  return (
    <Box component="li" {...containerProps} sx={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
      {item.href ? (
        <>
          <Box component={SmartLink} href={item.href} fullPageLoad={item.fullPageLoad} sx={{ ...navLinkSx, pr: 0.25 }}>
            {item.label}
          </Box>
          <Box component="button" type="button" {...buttonProps} aria-label={`${item.label} menu`} disabled={!hasEntries} sx={{ ...navLinkSx, px: 0.5 }}>
            <Chevron />
          </Box>
        </>
      ) : (
        <Box component="button" type="button" {...buttonProps} disabled={!hasEntries} sx={navLinkSx}>
          {item.label}
          <Chevron />
        </Box>
      )}
      <Box component="div" id={panelId} hidden={!open} sx={{ ...panelSx, display: open ? 'block' : 'none' }}>
        {item.groups ? (
          item.groups.map((group) => (
            <Box key={group.heading} sx={{ '& + &': { mt: 1 } }}>
              <Box component="p" sx={{ m: 0, px: 1.5, pt: 1, pb: 0.5, fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary' }}>
                {group.heading}
              </Box>
              <LinkList links={group.items} linkSx={panelLinkSx} />
            </Box>
          ))
        ) : (
          <LinkList links={items ?? []} linkSx={panelLinkSx} />
        )}
      </Box>
    </Box>
  );
}
