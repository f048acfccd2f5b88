import { createTheme } from '@mui/material/styles';
import { siteFont, siteFontFallback } from './site-font';
import { breakpoints, colors, radii, spacingUnit, systemFontStack } from './tokens';

export { brandColors } from './tokens';

/** Inter, then Arial resized to its metrics while it loads (site-font.ts), then the system's sans-serif. */
const siteFontStack = `${siteFont.family}, "${siteFontFallback.family}", ${systemFontStack}`;

/**
 * One theme for the whole site, built from the design tokens (tokens.ts). Colours are chosen for WCAG AA contrast of white text on them and of
 * them on white. The font is the site's own Inter, self-hosted, with a metric-matched fallback (site-font.ts).
 */
export const theme = createTheme({
  palette: {
    primary: { main: colors.brand, contrastText: colors.onBrand },
    secondary: { main: colors.accent, contrastText: colors.onBrand },
    warning: { main: colors.highlight },
    error: { main: colors.error, light: colors.errorLight },
    success: { main: colors.success },
    text: { primary: colors.text, secondary: colors.muted },
    background: { default: colors.surface, paper: colors.surface },
    grey: { 50: colors.surfaceMuted, 100: colors.border },
  },
  typography: {
    fontFamily: siteFontStack,
    h1: { fontSize: 'clamp(2rem, 4vw + 1rem, 3.25rem)', fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.01em' },
    h2: { fontSize: 'clamp(1.6rem, 2vw + 1rem, 2.4rem)', fontWeight: 800, lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.1rem', fontWeight: 700 },
    overline: { fontSize: '0.8rem', fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6 },
    body1: { lineHeight: 1.7 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  shape: { borderRadius: radii.base },
  spacing: spacingUnit,
  breakpoints: { values: breakpoints },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiButtonBase: { defaultProps: { disableRipple: true } },
  },
});

export const toneBackgrounds = {
  plain: colors.surface,
  muted: colors.surfaceMuted,
  dark: colors.brand,
} as const;

export type Tone = keyof typeof toneBackgrounds;
