import AOS from 'aos';
import 'aos/dist/aos.css';

/** AOS itself, in a chunk of its own that src/animate-in.ts loads after the first paint. */
export function start({ durationMs, once, disable }: { durationMs: number; once: boolean; disable: () => boolean }) {
  AOS.init({ duration: durationMs, once, disable });
}
