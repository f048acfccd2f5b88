import Box from '@mui/material/Box';
import { type SxProps, styled, type Theme } from '@mui/material/styles';
import { carouselMessages } from '../../messages/carousel-messages';
import { buttonStyles } from '../button-styles';
import { playToggleGlyphs, playToggleMarkers } from './play-toggle-state';

const ToggleButton = styled('button', { shouldForwardProp: (prop) => prop !== 'onDark' && prop !== 'sx' })<{ onDark: boolean }>(({ theme, onDark }) => ({
  ...buttonStyles(theme, onDark ? 'outline' : 'outline-primary', 'medium'),
  minWidth: 44,
  minHeight: 44,
  color: onDark ? theme.palette.common.white : theme.palette.primary.main,
  '&:focus-visible': { outline: '3px solid', outlineColor: onDark ? theme.palette.common.white : theme.palette.secondary.main, outlineOffset: 2 },
  // Hidden (to everyone, and from the keyboard) until the carousel's script runs and the slides can
  // move, yet keeping its room so nothing shifts when it appears.
  '&[hidden]': { display: 'inline-flex', visibility: 'hidden' },
}));

type CarouselPlayToggleProps = {
  /** White on a dark header, or brand navy on a light section. */
  onDark?: boolean;
  /** Where the button sits; the carousel decides. */
  sx?: SxProps<Theme>;
};

/**
 * The visible pause/play control of a rotation (WCAG 2.2.2); only an icon on phones, where space is
 * short. Server markup: hidden and saying "Pause slideshow" until the carousel's island
 * (carousel-autoplay.ts) shows it and keeps its label and icon up to date.
 */
export function CarouselPlayToggle({ onDark = false, sx }: CarouselPlayToggleProps) {
  return (
    <ToggleButton type="button" hidden onDark={onDark} aria-label={carouselMessages.pause} {...{ [playToggleMarkers.button]: '' }} sx={sx}>
      <Box component="span" sx={{ display: 'inherit', alignItems: 'center', mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } }}>
        <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: 20, height: 20, fill: 'currentColor' }}>
          <path d={playToggleGlyphs.pause} />
        </Box>
      </Box>
      <Box component="span" {...{ [playToggleMarkers.text]: '' }} sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {carouselMessages.pause}
      </Box>
    </ToggleButton>
  );
}
