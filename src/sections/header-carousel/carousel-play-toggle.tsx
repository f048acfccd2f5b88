import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { carouselLabels } from './carousel-labels';

const glyphs = { pause: 'M6 19h4V5H6zm8-14v14h4V5z', play: 'M8 5v14l11-7z' } as const;

/** The visible pause/play control of the rotation; only an icon on phones, where it shares the row with the bullets. */
export function CarouselPlayToggle({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const label = playing ? carouselLabels.pause : carouselLabels.play;
  return (
    <Button
      type="button"
      variant="outlined"
      color="inherit"
      aria-label={label}
      onClick={onToggle}
      startIcon={
        <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: 20, height: 20, fill: 'currentColor' }}>
          <path d={playing ? glyphs.pause : glyphs.play} />
        </Box>
      }
      sx={{
        position: 'absolute',
        zIndex: 11,
        right: { xs: 12, md: 32 },
        bottom: { xs: 12, md: 20 },
        minWidth: 44,
        minHeight: 44,
        color: 'common.white',
        '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
      }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
}
