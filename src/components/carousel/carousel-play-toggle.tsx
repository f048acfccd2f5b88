import Box from '@mui/material/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { buttonStyles } from '../button-styles';
import { carouselLabels } from './carousel-labels';

const glyphs = { pause: 'M6 19h4V5H6zm8-14v14h4V5z', play: 'M8 5v14l11-7z' } as const;

const ToggleButton = styled('button', { shouldForwardProp: (prop) => prop !== 'onDark' && prop !== 'sx' })<{ onDark: boolean }>(({ theme, onDark }) => ({
  ...buttonStyles(theme, onDark ? 'outline' : 'outline-primary', 'medium'),
  minWidth: 44,
  minHeight: 44,
  color: onDark ? theme.palette.common.white : theme.palette.primary.main,
  '&:focus-visible': { outline: '3px solid', outlineColor: onDark ? theme.palette.common.white : theme.palette.secondary.main, outlineOffset: 2 },
}));

type CarouselPlayToggleProps = {
  playing: boolean;
  onToggle: () => void;
  /** White on a dark header, or brand navy on a light section. */
  onDark?: boolean;
  /** Where the button sits; the carousel decides. */
  sx?: SxProps<Theme>;
};

/** The visible pause/play control of a rotation (WCAG 2.2.2); only an icon on phones, where space is short. */
export function CarouselPlayToggle({ playing, onToggle, onDark = false, sx }: CarouselPlayToggleProps) {
  const label = playing ? carouselLabels.pause : carouselLabels.play;
  return (
    <ToggleButton type="button" onDark={onDark} aria-label={label} onClick={onToggle} sx={sx}>
      <Box component="span" sx={{ display: 'inherit', alignItems: 'center', mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } }}>
        <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: 20, height: 20, fill: 'currentColor' }}>
          <path d={playing ? glyphs.pause : glyphs.play} />
        </Box>
      </Box>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </ToggleButton>
  );
}
