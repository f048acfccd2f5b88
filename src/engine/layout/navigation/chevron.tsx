import Box from '@mui/material/Box';
import { chevronSx } from './nav-styles';

/** The small "expand" arrow of menu buttons (an inline path, so the layout needs no icon library). */
export function Chevron() {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ ...chevronSx, fill: 'currentColor' }}>
      <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
    </Box>
  );
}
