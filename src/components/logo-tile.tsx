import Box from '@mui/material/Box';
import type { Image } from '../../schemas/common';
import { ContentImage } from './content-image';
import { SmartLink } from './smart-link';

/** The shape shared by logo-grid and reach-carousel logos. */
type Logo = { name: string; image: Image; href?: string };

const tileSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  minHeight: { xs: 88, sm: 120 },
  // Less padding on phones, where two logos share a row: the logo, not the frame, gets the width.
  p: { xs: 1.5, sm: 3 },
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'grey.100',
  borderRadius: 2,
} as const;

const linkedTileSx = {
  ...tileSx,
  transition: 'transform 200ms ease, box-shadow 200ms ease',
  '&:hover, &:focus-visible': { transform: 'translateY(-4px)', boxShadow: 4 },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 3 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:focus-visible': { transform: 'none' } },
} as const;

// Sized to the tile: as wide as it allows (the sector tiles are 168×56), never taller than 72 px.
const logoSx = { width: '100%', maxWidth: 168, maxHeight: 72, height: 'auto', objectFit: 'contain' } as const;

/**
 * One logo, filling the height its parent gives it. Linked, the image's text alternative is the
 * organisation's name, so that it is the link's accessible name (SmartLink adds "opens in a new tab"
 * for external sites); unlinked, it is the image's own alt, or the name when that is empty: a client's
 * logo always says something.
 */
export function LogoTile({ logo, priority = false }: { logo: Logo; priority?: boolean }) {
  if (!logo.href) {
    return (
      <Box sx={tileSx}>
        <ContentImage image={{ ...logo.image, alt: logo.image.alt || logo.name }} priority={priority} sx={logoSx} />
      </Box>
    );
  }
  return (
    <Box component={SmartLink} href={logo.href} sx={linkedTileSx}>
      <ContentImage image={{ ...logo.image, alt: logo.name }} priority={priority} sx={logoSx} />
    </Box>
  );
}
