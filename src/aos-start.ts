import AOS from 'aos';
import 'aos/dist/aos.css';

/** AOS itself, in a chunk of its own that src/animate-in.ts loads after hydration. */
export function start({ durationMs, once, disable }: { durationMs: number; once: boolean; disable: () => boolean }) {
  AOS.init({ duration: durationMs, once, disable });
}

/** After an in-app navigation: find the new page's sections (refreshHard re-reads the DOM). */
export function refresh() {
  AOS.refreshHard();
}
