import { siteConfig } from '../site.config';

/**
 * Sections marked `data-aos="fade-up"` fade up once as they scroll into view, driven by AOS. AOS and
 * its stylesheet load after hydration, in their own chunk, so they never hold the first paint or the
 * page's interactivity (docs/decisions/007-performance-budget.md). Content is visible by default and
 * shows without JavaScript; before AOS's styles arrive, the sections the visitor can already see (or
 * has scrolled past) are marked as shown, so AOS only ever hides what is still below the window and
 * nothing on screen blinks. Visitors who ask for reduced motion get no animation and no AOS at all.
 */
export const animateInClasses = { prepared: 'aos-init', shown: 'aos-animate' } as const;

type Aos = typeof import('./aos-start');

let aos: Promise<Aos> | undefined;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Resolves with the sections (of those given) that are in or above the window, from one observer report: no forced layout. */
function sectionsAlreadySeen(sections: Element[]): Promise<Element[]> {
  if (sections.length === 0) return Promise.resolve([]);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.filter((entry) => entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight).map((entry) => entry.target));
    });
    for (const section of sections) observer.observe(section);
  });
}

/**
 * Called after hydration and after each in-app navigation. The first call marks the sections already
 * seen, then loads and starts AOS; later calls let AOS find the new page's sections, which fade in.
 */
export async function animateIn() {
  if (typeof IntersectionObserver === 'undefined' || reducedMotion()) return;
  if (aos) {
    (await aos).refresh();
    return;
  }
  aos = sectionsAlreadySeen([...document.querySelectorAll('[data-aos]')])
    .then((seen) => {
      for (const section of seen) section.classList.add(animateInClasses.prepared, animateInClasses.shown);
      return import('./aos-start');
    })
    .then((started) => {
      started.start({ durationMs: siteConfig.animation.durationMs, once: siteConfig.animation.once, disable: reducedMotion });
      return started;
    });
  await aos;
}
