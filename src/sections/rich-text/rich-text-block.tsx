import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { richTextBlockSchema } from '../../../schemas/common';

type RichTextBlockContent = z.infer<typeof richTextBlockSchema>;

type RichTextBlockProps = { block: RichTextBlockContent; onDark?: boolean };

/** A sub-headed block of text: an optional level-3 heading, paragraphs, then a bulleted list. Also used by legal-text. */
export function RichTextBlock({ block, onDark = false }: RichTextBlockProps) {
  return (
    <Box
      sx={(theme) => ({
        '& p, & li': { color: onDark ? alpha(theme.palette.common.white, 0.88) : theme.palette.text.secondary },
      })}
    >
      {block.heading ? (
        <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
          {block.heading}
        </Typography>
      ) : null}
      {block.paragraphs?.map((paragraph, paragraphIndex) => (
        // Static content that never reorders: the position is a stable key, and repeated texts stay valid.
        <Typography key={paragraphIndex} variant="body1" sx={{ mb: 2, '&:last-child': { mb: 0 } }}>
          {paragraph}
        </Typography>
      ))}
      {block.bullets?.length ? (
        <Box
          component="ul"
          sx={(theme) => ({
            m: 0,
            pl: 3,
            '& > li': { mb: 0.75, lineHeight: 1.7 },
            '& > li::marker': { color: onDark ? theme.palette.warning.main : theme.palette.secondary.main },
          })}
        >
          {block.bullets.map((bullet, bulletIndex) => (
            <li key={bulletIndex}>{bullet}</li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
