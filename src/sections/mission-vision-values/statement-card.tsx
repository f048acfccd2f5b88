import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icon';

/** The round badge holding a statement's icon. */
export function IconBadge({ name, size = 56 }: { name: string; size?: number }) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        flexShrink: 0,
      }}
    >
      <Icon name={name} fontSize={size / 2} />
    </Box>
  );
}

/** One of the three statements: a light card with a top accent, placed in the section's grid by `area`. */
export function StatementCard({ children, area }: { children: ReactNode; area: 'mission' | 'vision' | 'values' }) {
  return (
    <Box
      component="article"
      sx={{
        gridArea: { md: area },
        height: '100%',
        p: { xs: 3, md: 4 },
        bgcolor: 'grey.50',
        borderRadius: 2,
        borderTop: '4px solid',
        borderTopColor: 'secondary.main',
        display: 'flex',
        flexDirection: 'column',
        // Mission and vision share a row, so a card's height; the shorter one's text sits in its middle.
        justifyContent: area === 'values' ? 'flex-start' : 'center',
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}
