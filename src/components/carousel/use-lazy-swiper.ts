import { useEffect, useRef, useState } from 'react';
import type { SwiperModule, SwiperOptions, Swiper as SwiperInstance } from 'swiper/types';

/** What a carousel's Swiper chunk exports: Swiper's core class and the modules that carousel uses. */
export type SwiperBundle = { Swiper: typeof import('swiper').Swiper; modules: SwiperModule[] };

/**
 * Starts Swiper on markup React has already rendered (`.swiper` › `.swiper-wrapper` › `.swiper-slide`),
 * once the page has hydrated. Swiper's code is its own chunk, loaded by `loadBundle` from an effect, so
 * it is not part of the JavaScript a page needs before it can be used: until it arrives the carousel
 * shows its first slide, exactly as the server rendered it, with working links. Swiper's autoplay does
 * not need it sooner (its first turn comes seconds later). Nothing in the markup changes when Swiper
 * starts, so this never meets React's hydration check. `options` are read once, when Swiper starts.
 */
export function useLazySwiper(loadBundle: () => Promise<SwiperBundle>, options: SwiperOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const optionsRef = useRef(options);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    let instance: SwiperInstance | undefined;
    let unmounted = false;
    loadBundle().then(
      ({ Swiper, modules }) => {
        const container = containerRef.current;
        if (unmounted || !container) return;
        instance = new Swiper(container, { ...optionsRef.current, modules });
        setSwiper(instance);
      },
      // Without its chunk (a dropped connection) the carousel stays what the server rendered: the first slide.
      () => {},
    );
    return () => {
      unmounted = true;
      // Puts the slides back in their order and removes Swiper's inline styles, for React to own again.
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [loadBundle]);

  return { containerRef, swiper };
}
