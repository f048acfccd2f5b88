import type { CSSObject, Theme } from '@mui/material/styles';
import { tints } from '../theme/tokens';

/**
 * The site's buttons, drawn with the theme the way MUI's Button draws its contained and outlined
 * variants (same type, padding, radius, colours and hover), without importing Button: its ButtonBase,
 * ripple and loading spinner were 8.5 KB gzipped on every page with a call to action, and the site's
 * buttons are links or plain toggles that need none of it (docs/decisions/007-performance-budget.md).
 * Unlike the MUI default here, keyboard focus shows a ring.
 */
export type ButtonLook = 'primary' | 'secondary' | 'light' | 'outline' | 'outline-primary';

const hoverable = '@media (hover: hover)';

function lookStyles(theme: Theme, look: ButtonLook): CSSObject {
  const { palette } = theme;
  switch (look) {
    case 'primary':
    case 'secondary': {
      const colour = palette[look];
      return {
        border: 0,
        color: colour.contrastText,
        backgroundColor: colour.main,
        [hoverable]: { '&:hover': { backgroundColor: colour.dark } },
        '&:focus-visible': { outline: `3px solid ${colour.main}`, outlineOffset: 2 },
      };
    }
    case 'light':
      return {
        border: 0,
        color: palette.primary.main,
        backgroundColor: palette.common.white,
        '&:hover': { backgroundColor: palette.grey[100] },
        '&:focus-visible': { outline: `3px solid ${palette.common.white}`, outlineOffset: 2 },
      };
    case 'outline':
      return {
        border: '1px solid currentColor',
        color: 'inherit',
        backgroundColor: 'transparent',
        [hoverable]: { '&:hover': { backgroundColor: tints.textHover } },
        '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
      };
    case 'outline-primary':
      return {
        border: `1px solid ${tints.brandOutline}`,
        color: palette.primary.main,
        backgroundColor: 'transparent',
        [hoverable]: { '&:hover': { borderColor: palette.primary.main, backgroundColor: tints.brandHover } },
        '&:focus-visible': { outline: `3px solid ${palette.secondary.main}`, outlineOffset: 2 },
      };
  }
}

export function buttonStyles(theme: Theme, look: ButtonLook, size: 'medium' | 'large'): CSSObject {
  const bordered = look === 'outline' || look === 'outline-primary';
  const padding = size === 'large' ? [8, 22] : [6, 16];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    // Cast: a typography variant is a plain style object (font family, weight, size, line height).
    ...(theme.typography.button as CSSObject),
    fontSize: size === 'large' ? theme.typography.pxToRem(15) : theme.typography.pxToRem(14),
    minWidth: 64,
    // A border takes a pixel of the padding, so bordered and filled buttons are the same size.
    padding: `${(padding[0] ?? 0) - (bordered ? 1 : 0)}px ${(padding[1] ?? 0) - (bordered ? 1 : 0)}px`,
    borderRadius: theme.shape.borderRadius,
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '@media print': { WebkitPrintColorAdjust: 'exact', colorAdjust: 'exact' },
    ...lookStyles(theme, look),
    '&:disabled': {
      pointerEvents: 'none',
      cursor: 'default',
      color: theme.palette.action.disabled,
      ...(bordered ? { border: `1px solid ${theme.palette.action.disabledBackground}` } : { backgroundColor: theme.palette.action.disabledBackground }),
    },
  };
}
