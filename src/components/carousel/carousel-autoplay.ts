import type { Swiper } from 'swiper/types';
import { playToggleMarkers, showPlayToggleState } from './play-toggle-state';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Decides whether a started carousel's slides turn (WCAG 2.2.2), without a framework: never for
 * visitors who ask for reduced motion unless they press Play, and never while the pointer is over the
 * carousel or focus is inside it. Swiper's autoplay is created disabled and driven from here. The
 * server-rendered pause/play button shows while the slides can move (`canMove`, asked again when
 * Swiper locks or unlocks), and the slides' live region speaks only when the visitor moves them.
 */
export function controlAutoplay(region: HTMLElement, swiper: Swiper, canMove: () => boolean): void {
  const toggle = region.querySelector<HTMLButtonElement>(`[${playToggleMarkers.button}]`);
  const reducedMotion = window.matchMedia(reducedMotionQuery);
  let choice: 'play' | 'pause' | undefined;
  let hovered = false;
  let focusInside = false;

  const playing = () => (choice ? choice === 'play' : !reducedMotion.matches);

  const update = () => {
    if (swiper.destroyed || !swiper.autoplay) return;
    const movable = canMove();
    const running = movable && playing() && !hovered && !focusInside;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) swiper.autoplay.stop();
    // Announce slide changes only when the visitor causes them, not every few seconds.
    swiper.wrapperEl.setAttribute('aria-live', running ? 'off' : 'polite');
    if (toggle) {
      toggle.hidden = !movable;
      showPlayToggleState(toggle, playing());
    }
  };

  region.addEventListener('mouseenter', () => {
    hovered = true;
    update();
  });
  region.addEventListener('mouseleave', () => {
    hovered = false;
    update();
  });
  region.addEventListener('focusin', () => {
    focusInside = true;
    update();
  });
  region.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && region.contains(event.relatedTarget)) return;
    focusInside = false;
    update();
  });
  toggle?.addEventListener('click', () => {
    choice = playing() ? 'pause' : 'play';
    update();
  });
  reducedMotion.addEventListener('change', update);
  swiper.on('lock', update);
  swiper.on('unlock', update);
  update();
}
