import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Image } from '../../schemas/common';

/** What the build adds to a raster image (normalize-page.ts): WebP variants and the sizes to choose among them by. */
type ResponsiveImage = Image & { srcSet?: string; sizes?: string };

type ContentImageProps = {
  image: ResponsiveImage;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * An image from content, with its intrinsic size so that nothing shifts while it loads, and, built,
 * the variants the browser picks from by the width it draws it at (SVG has none: it scales).
 */
export function ContentImage({ image, priority = false, sx }: ContentImageProps) {
  return (
    <Box
      component="img"
      sizes={image.sizes}
      srcSet={image.srcSet}
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
