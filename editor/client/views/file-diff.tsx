import { Box } from '@mui/material';
import { colors } from '../../../src/theme/tokens';

/**
 * A unified diff's lines, added and removed ones coloured; its header lines left out (`header`: git's
 * four, or the two of the save's own diff). One Tab stop, so a keyboard can scroll it.
 */
export function FileDiff({ diff, label, header = 4, maxHeight = 320 }: { diff: string; label: string; header?: number; maxHeight?: number | 'none' }) {
  const lines = diff.split('\n').slice(header);
  return (
    <Box component="pre" sx={{ fontSize: 13, overflow: 'auto', m: 0, maxHeight }} aria-label={label} tabIndex={0}>
      {lines.map((line, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one diff, never reordered.
          key={index}
          component="span"
          sx={{ display: 'block', bgcolor: line.startsWith('+') ? colors.diffAdded : line.startsWith('-') ? colors.diffRemoved : undefined }}
        >
          {line || ' '}
        </Box>
      ))}
    </Box>
  );
}
