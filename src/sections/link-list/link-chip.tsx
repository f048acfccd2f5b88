import Box from '@mui/material/Box';
import type { Link } from '../../../schemas/common';
import { SmartLink } from '../../components/smart-link';

const chevronPath = 'M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z';

/**
 * One link as a rounded chip with an arrow: at least 44 px tall, filled in brand navy on hover and
 * focus. Its background stands out from the section's tone (white on muted, light grey on plain).
 */
export function LinkChip({ link, onMuted }: { link: Link; onMuted: boolean }) {
  return (
    <Box
      component={SmartLink}
      href={link.href}
      newTab={link.newTab}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        px: 2.5,
        py: 1,
        borderRadius: 999,
        border: '1px solid',
        borderColor: 'grey.100',
        bgcolor: onMuted ? 'background.paper' : 'grey.50',
        color: 'primary.main',
        fontWeight: 700,
        textDecoration: 'none',
        transition: 'background-color 150ms ease, color 150ms ease',
        '&:hover, &:focus-visible': { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {link.label}
      <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: 18, height: 18, fill: 'currentColor', flexShrink: 0 }}>
        <path d={chevronPath} />
      </Box>
    </Box>
  );
}
