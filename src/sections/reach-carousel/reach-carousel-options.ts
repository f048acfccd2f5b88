import type { SwiperOptions } from 'swiper/types';
import { siteConfig } from '../../../site.config';
import { carouselMessages } from '../../messages/carousel-messages';
import { reachSwiperLayout } from './reach-carousel-layout';

const a11yOptions = {
  // The slides keep the "n of m" labels the server rendered, which move with them when the loop reorders them.
  slideLabelMessage: '',
  itemRoleDescriptionMessage: carouselMessages.slideRoleDescription,
  // The live region follows the autoplay state (see carousel-autoplay.ts).
  wrapperLiveRegion: false,
};

const autoplayOptions = {
  enabled: false,
  delay: siteConfig.reachCarousel.autoplayDelayMs,
  disableOnInteraction: false,
  // Waiting for the slide's CSS transition stalls autoplay for good when Swiper re-seats the loop after
  // a breakpoint change with a jump of 0 ms, which has none; the delay counts from each slide's start instead.
  waitForTransition: false,
};

/** The reach carousel's Swiper settings for this many logos (site.config.ts, and the layout rules of reach-carousel-layout.ts). */
export function reachSwiperOptions(logoCount: number): SwiperOptions {
  return { ...reachSwiperLayout(logoCount), speed: siteConfig.reachCarousel.speedMs, autoplay: autoplayOptions, a11y: a11yOptions };
}
