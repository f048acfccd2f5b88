import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

type CardFeaturesProps = { heading?: string; features: string[]; accent: string; onDark: boolean };

/** The card's feature list, each item ticked with a check mark drawn in CSS. */
export function CardFeatures({ heading, features, accent, onDark }: CardFeaturesProps) {
  return (
    <div>
      {heading ? (
        <Typography
          component="h4"
          variant="subtitle2"
          sx={(theme) => ({ mb: 1, fontWeight: 700, color: onDark ? alpha(theme.palette.common.white, 0.9) : theme.palette.text.primary })}
        >
          {heading}
        </Typography>
      ) : null}
      <Box
        component="ul"
        sx={(theme) => ({
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 0.75,
          '& > li': {
            position: 'relative',
            pl: 3.5,
            lineHeight: 1.5,
            color: onDark ? alpha(theme.palette.common.white, 0.85) : theme.palette.text.secondary,
          },
          // The check mark: the bottom-right corner of a small rotated box.
          '& > li::before': {
            content: '""',
            position: 'absolute',
            left: 6,
            top: '0.2em',
            width: 6,
            height: 11,
            borderRight: `2px solid ${onDark ? theme.palette.common.white : accent}`,
            borderBottom: `2px solid ${onDark ? theme.palette.common.white : accent}`,
            transform: 'rotate(45deg)',
          },
        })}
      >
        {features.map((feature, featureIndex) => (
          <li key={featureIndex}>{feature}</li>
        ))}
      </Box>
    </div>
  );
}
