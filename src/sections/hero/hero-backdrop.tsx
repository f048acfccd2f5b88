import Box from '@mui/material/Box';
import type { BrandColor, Image } from '../../../schemas/common';
import type { SectionOfType } from '../../../schemas/section';
import { BackgroundVideo, MediaOverlay } from '../../components/background-video';
import { ContentImage } from '../../components/content-image';
import { shadows } from '../../theme/tokens';

const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%', maxWidth: 'none', objectFit: 'cover' } as const;

/**
 * Background photograph or video of a page header, under a dark overlay tinted towards the page's
 * accent; an illustration has no backdrop (it is drawn beside the text, see HeroIllustration).
 */
export function HeroBackdrop({ background, accent }: { background: SectionOfType<'hero'>['background']; accent: BrandColor }) {
  if (!background || 'illustration' in background) return null;
  return (
    <>
      {'image' in background ? <ContentImage image={background.image} priority sx={cover} /> : <BackgroundVideo video={background.video} />}
      <MediaOverlay accent={accent} />
    </>
  );
}

/** An illustration in a light frame to the right of the text on larger screens; phones show the text alone. */
export function HeroIllustration({ image }: { image: Image }) {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'block' },
        flex: '0 0 38%',
        maxWidth: 440,
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'common.white',
        boxShadow: shadows.heroMedia,
      }}
    >
      <ContentImage image={image} sx={{ display: 'block', width: '100%', height: 'auto' }} />
    </Box>
  );
}
