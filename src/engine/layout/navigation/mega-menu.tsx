import Box from '@mui/material/Box';
import { useId } from 'react';
import type { NavItem } from '../../../../schemas/site';
import { SmartLink } from '../../../components/smart-link';
import { shadows } from '../../../theme/tokens';
import { menuKind } from '../chrome/disclosure-markup';
import { Chevron } from './chevron';
import { disclosureButtonProps, disclosureScopeProps, hiddenPanelSx } from './disclosure-props';
import { navLinkSx, panelLinkSx } from './nav-styles';

type MegaMenuItem = Extract<NavItem, { type: 'mega-menu' }>;

/** "What we do": a wide panel, hidden until its button opens it (start-chrome.ts), listing every service. */
export function MegaMenu({ item }: { item: MegaMenuItem }) {
  const panelId = useId();
  return (
    <Box component="li" {...disclosureScopeProps} sx={{ display: 'flex', alignItems: 'center' }}>
      <Box component="button" {...disclosureButtonProps(panelId, menuKind)} sx={navLinkSx}>
        {item.label}
        <Chevron />
      </Box>
      <Box
        id={panelId}
        hidden
        data-testid="mega-menu-panel"
        data-mega-menu=""
        sx={{
          ...hiddenPanelSx,
          display: 'grid',
          position: 'absolute',
          left: 0,
          right: 0,
          top: '100%',
          zIndex: 20,
          gridTemplateColumns: '260px 1fr',
          gap: 3,
          p: 3,
          bgcolor: 'background.paper',
          borderTop: '1px solid',
          borderColor: 'grey.100',
          boxShadow: shadows.megaMenu,
        }}
      >
        <Box sx={{ pr: 2, borderRight: '1px solid', borderColor: 'grey.100' }}>
          <Box component="p" sx={{ mt: 0, fontWeight: 800, fontSize: '1.15rem', color: 'primary.main' }}>
            {item.label}
          </Box>
          {item.intro ? (
            <Box component="p" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
              {item.intro}
            </Box>
          ) : null}
          {item.feature ? (
            <Box
              component={SmartLink}
              href={item.feature.href}
              newTab={item.feature.newTab}
              sx={{ ...panelLinkSx, px: 0, fontWeight: 700, color: 'secondary.main' }}
            >
              {item.feature.label} →
            </Box>
          ) : null}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 0.5 }}>
          {item.items.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <Box component={SmartLink} href={link.href} newTab={link.newTab} sx={panelLinkSx}>
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {link.label}
                </Box>
                {link.description ? (
                  <Box component="span" sx={{ display: 'block', fontSize: '0.85rem', color: 'text.secondary' }}>
                    {link.description}
                  </Box>
                ) : null}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
