import Box from '@mui/material/Box';
import { chromeMessages } from '../../messages/chrome-messages';
import { colors } from '../../theme/tokens';

export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 16,
        top: -80,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: colors.onBrand,
        borderRadius: 1,
        fontWeight: 700,
        '&:focus': { top: 16 },
      }}
    >
      {chromeMessages.skipLink}
    </Box>
  );
}
