import Box from '@mui/material/Box';
import { useId } from 'react';
import type { Link } from '../../../../schemas/common';
import type { NavItem } from '../../../../schemas/site';
import { SmartLink } from '../../../components/smart-link';
import { chromeMessages } from '../../../messages/chrome-messages';
import { menuKind } from '../chrome/disclosure-markup';
import { Chevron } from './chevron';
import { disclosureButtonProps, disclosureScopeProps, hiddenPanelSx } from './disclosure-props';
import { LinkList } from './link-list';
import { navLinkSx, panelLinkSx, panelSx } from './nav-styles';

type DropdownItem = Extract<NavItem, { type: 'dropdown' }>;

type NavDropdownProps = {
  item: Pick<DropdownItem, 'label' | 'href' | 'fullPageLoad' | 'groups'>;
  items?: readonly Link[];
  /** The Media menu: empty on the server, filled in the browser by start-chrome.ts. */
  media?: boolean;
};

/**
 * A navigation entry with a menu, closed in the server HTML (start-chrome.ts opens it). When the entry
 * has its own page, the label is a link to it and a separate button opens the menu; otherwise the
 * label is the button. A menu with no entries has its button disabled.
 */
export function NavDropdown({ item, items, media = false }: NavDropdownProps) {
  const panelId = useId();
  const buttonProps = { ...disclosureButtonProps(panelId, menuKind), disabled: !(items?.length || item.groups?.length) };
  return (
    <Box component="li" {...disclosureScopeProps} sx={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
      {item.href ? (
        <>
          <Box component={SmartLink} href={item.href} fullPageLoad={item.fullPageLoad} sx={{ ...navLinkSx, pr: 0.25 }}>
            {item.label}
          </Box>
          <Box component="button" {...buttonProps} aria-label={chromeMessages.submenu(item.label)} sx={{ ...navLinkSx, px: 0.5 }}>
            <Chevron />
          </Box>
        </>
      ) : (
        <Box component="button" {...buttonProps} sx={navLinkSx}>
          {item.label}
          <Chevron />
        </Box>
      )}
      <Box component="div" id={panelId} hidden data-media-menu={media ? '' : undefined} sx={{ ...panelSx, ...hiddenPanelSx }}>
        {item.groups ? (
          item.groups.map((group) => (
            <Box key={group.heading} sx={{ '& + &': { mt: 1 } }}>
              <Box
                component="p"
                sx={{
                  m: 0,
                  px: 1.5,
                  pt: 1,
                  pb: 0.5,
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  color: 'text.secondary',
                }}
              >
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
