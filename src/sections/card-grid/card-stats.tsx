import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

type CardStatsProps = { stats: { value: string; label: string }[]; accent: string; onDark: boolean };

/**
 * Small figures on a card, as a definition list: each label is a term, its figure the description
 * shown above it. A figure never breaks inside itself ("ISO 27001", "PCI-DSS"), at a size that fits
 * three of them in the narrowest card, and its column is never narrower than it; figures line up at
 * the top whatever the length of their labels.
 */
export function CardStats({ stats, accent, onDark }: CardStatsProps) {
  return (
    <Box
      component="dl"
      sx={(theme) => ({
        m: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${Math.min(stats.length, 3)}, minmax(min-content, 1fr))`,
        gap: 1.5,
        pt: 2,
        borderTop: '1px solid',
        borderColor: onDark ? alpha(theme.palette.common.white, 0.16) : theme.palette.grey[100],
        textAlign: 'center',
      })}
    >
      {stats.map((stat, statIndex) => (
        <Box key={statIndex} sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}>
          <Box
            component="dt"
            sx={(theme) => ({ fontSize: '0.8rem', lineHeight: 1.3, color: onDark ? alpha(theme.palette.common.white, 0.8) : theme.palette.text.secondary })}
          >
            {stat.label}
          </Box>
          <Box
            component="dd"
            sx={(theme) => ({
              m: 0,
              fontSize: '1.1rem',
              whiteSpace: 'nowrap',
              fontWeight: 800,
              lineHeight: 1.2,
              color: onDark ? theme.palette.common.white : accent,
            })}
          >
            {stat.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
