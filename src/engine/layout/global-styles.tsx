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
  // The page under the open small-screen menu stays still (the menu scrolls itself): opened by the
  // script (no hidden attribute) or, without JavaScript, as the browser's popover. Two rules, so a
  // browser that does not know :popover-open still keeps the first.
  '@media (max-width: 1199.98px)': {
    'html:has([data-mobile-navigation]:not([hidden]))': { overflow: 'hidden' },
  },
  '@media (max-width: 1199.98px) ': {
    'html:has([data-mobile-navigation]:popover-open)': { overflow: 'hidden' },
  },
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
