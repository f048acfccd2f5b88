import Box from '@mui/material/Box';
import type { Image } from '../../../schemas/common';
import { ContentImage } from '../../components/content-image';

type FramedImageProps = { image: Image; badge?: Image; badgeSide: 'left' | 'right'; priority: boolean };

/** The section's picture with rounded corners, and an optional badge (a seal) overlapping the bottom corner on the text's side. */
export function FramedImage({ image, badge, badgeSide, priority }: FramedImageProps) {
  return (
    <Box sx={{ position: 'relative', mb: badge ? { xs: 5, md: 0 } : 0 }}>
      <ContentImage image={image} priority={priority} sx={{ width: '100%', borderRadius: 2, boxShadow: 3 }} />
      {badge ? (
        <Box
          sx={{
            position: 'absolute',
            bottom: { xs: -32, md: -28 },
            [badgeSide]: { xs: 16, md: -28 },
            width: { xs: 96, md: 128 },
            p: 1,
            bgcolor: 'background.paper',
            borderRadius: '50%',
            boxShadow: 4,
          }}
        >
          <ContentImage image={badge} priority={priority} sx={{ width: '100%' }} />
        </Box>
      ) : null}
    </Box>
  );
}
