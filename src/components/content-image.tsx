import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Image } from '../../schemas/common';

type ContentImageProps = {
  image: Image;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
};

/** An image from content, with its intrinsic size so that nothing shifts while it loads. */
export function ContentImage({ image, priority = false, sx }: ContentImageProps) {
  return (
    <Box
      component="img"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', ...sx }}
    />
  );
}
