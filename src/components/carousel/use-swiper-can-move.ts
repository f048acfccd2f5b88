import { useCallback, useSyncExternalStore } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

const cannotMoveYet = () => false;

/**
 * Whether the slides can move at the current width: false before Swiper has started (the server
 * render and the hydrating one agree), and false while Swiper is locked because every slide fits.
 * Swiper owns that state, so it is read as an external store and followed through its lock events.
 */
export function useSwiperCanMove(swiper: SwiperInstance | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!swiper || swiper.destroyed) return () => {};
      swiper.on('lock', onChange);
      swiper.on('unlock', onChange);
      return () => {
        swiper.off('lock', onChange);
        swiper.off('unlock', onChange);
      };
    },
    [swiper],
  );
  const canMove = useCallback(() => (swiper && !swiper.destroyed ? !swiper.isLocked && swiper.slides.length > 1 : false), [swiper]);
  return useSyncExternalStore(subscribe, canMove, cannotMoveYet);
}
