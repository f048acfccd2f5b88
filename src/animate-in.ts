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

/** Like AOS: a hidden section starts to appear when its top is this far above the bottom of the window. */
const OFFSET_PX = 120;

let observer: IntersectionObserver | undefined;
const handled = new WeakSet<Element>();
const classified = new WeakSet<Element>();

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function onIntersection(entries: IntersectionObserverEntry[]) {
  for (const { target, isIntersecting, boundingClientRect } of entries) {
    if (!classified.has(target)) {
      // The first report says where the section is now: anything the visitor can already see, or has
      // scrolled past, stays as it is; only what is still below the window waits to be revealed.
      classified.add(target);
      if (isIntersecting || boundingClientRect.top < window.innerHeight) {
        observer?.unobserve(target);
        continue;
      }
      target.classList.add(animateInClasses.waiting);
    } else if (isIntersecting) {
      target.classList.add(animateInClasses.shown);
      if (siteConfig.animation.once) observer?.unobserve(target);
    } else if (!siteConfig.animation.once) {
      target.classList.remove(animateInClasses.shown);
    }
  }
}

/**
 * Watches the sections of the page shown now (after hydration, and after each in-app navigation).
 * Runs in effects only, after React has hydrated, so the classes it adds never meet the hydration
 * check; positions come from the observer, so it never forces a layout.
 */
export function animateIn() {
  if (typeof IntersectionObserver === 'undefined' || reducedMotion()) return;
  observer ??= new IntersectionObserver(onIntersection, { rootMargin: `0px 0px -${OFFSET_PX}px 0px` });
  for (const element of document.querySelectorAll('[data-aos]')) {
    if (handled.has(element)) continue;
    handled.add(element);
    observer.observe(element);
  }
}
