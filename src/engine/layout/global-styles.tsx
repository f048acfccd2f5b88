import GlobalStyles from '@mui/material/GlobalStyles';
import { siteFontFaces } from '../../theme/site-font';

const styles = {
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  html: { scrollPaddingTop: 88 },
  'a:focus-visible, button:focus-visible': { outlineOffset: 2 },
  // Visitors who ask for less motion get no animate-in at all (src/animate-in.ts never loads AOS for them).
  '@media (prefers-reduced-motion: reduce)': {
    '[data-aos]': { opacity: '1 !important', transform: 'none !important', transition: 'none !important' },
    html: { scrollBehavior: 'auto' },
  },
} as const;

// One style object per @font-face: given an array under one '@font-face' key, Emotion merges the faces into one rule.
const fontFaces = siteFontFaces.map((face) => ({ '@font-face': face }));

export function SiteGlobalStyles() {
  return <GlobalStyles styles={[...fontFaces, styles]} />;
}
