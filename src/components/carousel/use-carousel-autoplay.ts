import { useEffect, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { usePrefersReducedMotion } from '../background-video';

/**
 * Who decides whether the slides rotate: never before the browser has been asked about reduced motion,
 * never for visitors who asked for it (unless they press Play), and not while the pointer is over the
 * carousel or focus is inside it (WCAG 2.2.2). Swiper's own autoplay is created disabled and driven from here.
 */
export function useCarouselAutoplay(swiper: SwiperInstance | null, canRotate: boolean) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  const playing = choice ? choice === 'play' : reducedMotion !== true;
  const running = canRotate && playing && reducedMotion !== undefined && !hovered && !focusInside;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) swiper.autoplay.stop();
    // Announce slide changes only when the visitor causes them, not every few seconds.
    swiper.wrapperEl?.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [swiper, running]);

  return {
    playing,
    togglePlaying: () => setChoice(playing ? 'pause' : 'play'),
    regionEvents: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
    },
  };
}
