import { alpha, type Theme } from '@mui/material/styles';

/** The frame every card of the site shares (card grids, blog cards): a column filling its grid cell, rounded, bordered. */
export const cardFrame = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: 1.5,
  border: '1px solid',
} as const;

/** A card's border and soft brand-tinted shadow on a light background. */
export const cardOnLight = (theme: Theme) => ({
  borderColor: theme.palette.grey[100],
  bgcolor: theme.palette.background.paper,
  boxShadow: `0 6px 24px ${alpha(theme.palette.primary.main, 0.06)}`,
});
