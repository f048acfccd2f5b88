import { siteConfig } from '../site.config';

/**
 * Sections marked `data-aos="fade-up"` fade up once as they scroll into view, over
 * siteConfig.animation.durationMs, the way the old site's AOS library did, in a few lines of our own
 * (see docs/decisions/007-performance-budget.md). Content is visible by default, so it shows without
 * JavaScript and never waits for it: only sections still below the fold when this runs are hidden, to
 * be revealed as they come in; what the visitor already sees never blinks. Visitors who ask for
 * reduced motion get no animation at all. The styles live in src/engine/layout/global-styles.tsx.
 */
export const animateInClasses = { waiting: 'aos-init', shown: 'aos-animate' } as const;

/** Like AOS: a section starts to appear when its top is this far above the bottom of the window. */
const OFFSET_PX = 120;

let observer: IntersectionObserver | undefined;
const handled = new WeakSet<Element>();

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function reveal(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    if (entry.isIntersecting) {
      entry.target.classList.add(animateInClasses.shown);
      if (siteConfig.animation.once) observer?.unobserve(entry.target);
    } else if (!siteConfig.animation.once) {
      entry.target.classList.remove(animateInClasses.shown);
    }
  }
}

/**
 * Finds the sections of the page shown now (after hydration, and after each in-app navigation) and
 * hides those below the fold until they scroll in. Runs in effects only, after React has hydrated,
 * so the classes it adds never meet the hydration check.
 */
export function animateIn() {
  if (typeof IntersectionObserver === 'undefined' || reducedMotion()) return;
  observer ??= new IntersectionObserver(reveal, { rootMargin: `0px 0px -${OFFSET_PX}px 0px` });
  for (const element of document.querySelectorAll('[data-aos]')) {
    if (handled.has(element)) continue;
    handled.add(element);
    if (element.getBoundingClientRect().top < window.innerHeight - OFFSET_PX) continue;
    element.classList.add(animateInClasses.waiting);
    observer.observe(element);
  }
}
