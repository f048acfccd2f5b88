import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { carouselLabels } from './carousel-labels';

const glyphs = { pause: 'M6 19h4V5H6zm8-14v14h4V5z', play: 'M8 5v14l11-7z' } as const;

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
    <Button
      type="button"
      variant="outlined"
      color={onDark ? 'inherit' : 'primary'}
      aria-label={label}
      onClick={onToggle}
      startIcon={
        <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: 20, height: 20, fill: 'currentColor' }}>
          <path d={playing ? glyphs.pause : glyphs.play} />
        </Box>
      }
      sx={[
        {
          minWidth: 44,
          minHeight: 44,
          color: onDark ? 'common.white' : 'primary.main',
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
          '&:focus-visible': { outline: '3px solid', outlineColor: onDark ? 'common.white' : 'secondary.main', outlineOffset: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
}
