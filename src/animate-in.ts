import AOS from 'aos';
import 'aos/dist/aos.css';
import { siteConfig } from '../site.config';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Sections fade in once as they scroll into view; never for visitors who ask for reduced motion. */
export function startAnimateIn() {
  AOS.init({ duration: siteConfig.animation.durationMs, once: siteConfig.animation.once, disable: reducedMotion });
}

export function refreshAnimateIn() {
  if (!reducedMotion()) AOS.refreshHard();
}
