import GlobalStyles from '@mui/material/GlobalStyles';
import { siteConfig } from '../../../site.config';
import { animateInClasses } from '../../animate-in';

const { waiting, shown } = animateInClasses;
const animationMs = siteConfig.animation.durationMs;

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
  // Animate-in (src/animate-in.ts): hidden only once the script has found a section below the fold;
  // the transition runs on the way in, never on the way out.
  [`[data-aos="fade-up"].${waiting}`]: { opacity: 0, transform: 'translate3d(0, 100px, 0)' },
  [`[data-aos].${waiting}.${shown}`]: { opacity: 1, transform: 'none', transition: `opacity ${animationMs}ms ease, transform ${animationMs}ms ease` },
  // Visitors who ask for less motion get no animate-in at all (the script also leaves them alone).
  '@media (prefers-reduced-motion: reduce)': {
    '[data-aos]': { opacity: '1 !important', transform: 'none !important', transition: 'none !important' },
    html: { scrollBehavior: 'auto' },
  },
} as const;

export function SiteGlobalStyles() {
  return <GlobalStyles styles={styles} />;
}
