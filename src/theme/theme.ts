import { createTheme } from '@mui/material/styles';
import { siteFont, siteFontFallback } from './site-font';

/** Brand colours; content names them by key (schemas/common.ts colorSchema). */
export const brandColors = {
  navy: '#0B2545',
  teal: '#0E7C74',
  gold: '#8A5A00',
  sky: '#1D5FA8',
  rose: '#A3324A',
  slate: '#41506B',
} as const;

export type BrandColorName = keyof typeof brandColors;

/** Inter, then Arial resized to its metrics while it loads (site-font.ts), then the system's sans-serif. */
const siteFontStack = `${siteFont.family}, "${siteFontFallback.family}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

/**
 * One theme for the whole site. Colours are chosen for WCAG AA contrast of white text on them and of
 * them on white. The font is the site's own Inter, self-hosted, with a metric-matched fallback (site-font.ts).
 */
export const theme = createTheme({
  palette: {
    primary: { main: brandColors.navy, contrastText: '#FFFFFF' },
    secondary: { main: brandColors.teal, contrastText: '#FFFFFF' },
    warning: { main: '#E0A526' },
    text: { primary: '#14213D', secondary: '#4A5568' },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    grey: { 50: '#F4F6F8', 100: '#EAEEF3' },
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
  shape: { borderRadius: 10 },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1400 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiButtonBase: { defaultProps: { disableRipple: true } },
  },
});

export const toneBackgrounds = {
  plain: '#FFFFFF',
  muted: '#F4F6F8',
  dark: brandColors.navy,
} as const;

export type Tone = keyof typeof toneBackgrounds;
