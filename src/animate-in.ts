import { siteConfig } from '../site.config';

/**
 * Sections marked `data-aos="fade-up"` fade up once as they scroll into view, driven by AOS. The page's
 * loader calls animateIn() once, after the first paint; AOS and its stylesheet then load in their own
 * chunk, so they never hold the first paint or the page's interactivity (docs/decisions/007 and 009).
 * Content is visible by default and shows without JavaScript; before AOS's styles arrive, the sections
 * the visitor can already see (or has scrolled past) are marked as shown, so AOS only ever hides what is
 * still below the window and nothing on screen blinks. Visitors who ask for reduced motion, and pages
 * without such sections, get no AOS at all. Plain TypeScript: no React, no router.
 */
export const animateInClasses = { prepared: 'aos-init', shown: 'aos-animate' } as const;

let started: Promise<void> | undefined;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Resolves with the sections (of those given) that are in or above the window, from one observer report: no forced layout. */
function sectionsAlreadySeen(sections: Element[]): Promise<Element[]> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.filter((entry) => entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight).map((entry) => entry.target));
    });
    for (const section of sections) observer.observe(section);
  });
}

async function start(sections: Element[]): Promise<void> {
  for (const section of await sectionsAlreadySeen(sections)) section.classList.add(animateInClasses.prepared, animateInClasses.shown);
  const aos = await import('./aos-start');
  aos.start({ durationMs: siteConfig.animation.durationMs, once: siteConfig.animation.once, disable: reducedMotion });
}

/** Marks the sections already seen, then loads and starts AOS; once per page, however often it is called. */
export function animateIn(): Promise<void> {
  if (started) return started;
  const sections = [...document.querySelectorAll('[data-aos]')];
  started = typeof IntersectionObserver === 'undefined' || reducedMotion() || sections.length === 0 ? Promise.resolve() : start(sections);
  return started;
}
