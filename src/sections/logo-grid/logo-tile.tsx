import Box from '@mui/material/Box';
import type { SectionOfType } from '../../../schemas/section';
import { ContentImage } from '../../components/content-image';
import { SmartLink } from '../../components/smart-link';

type Logo = SectionOfType<'logo-grid'>['logos'][number];

const tileSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  minHeight: 120,
  p: 3,
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

const logoSx = { maxHeight: 72, width: 'auto', objectFit: 'contain' } as const;

/**
 * One logo. Linked, the image's text alternative is the organisation's name, so that it is the
 * link's accessible name (SmartLink adds "opens in a new tab" for external sites).
 */
export function LogoTile({ logo }: { logo: Logo }) {
  if (!logo.href) {
    return (
      <Box sx={tileSx}>
        <ContentImage image={logo.image} sx={logoSx} />
      </Box>
    );
  }
  return (
    <Box component={SmartLink} href={logo.href} sx={linkedTileSx}>
      <ContentImage image={{ ...logo.image, alt: logo.name }} sx={logoSx} />
    </Box>
  );
}
