import type { SwiperOptions } from 'swiper/types';
import { siteConfig } from '../../../site.config';
import { carouselMessages } from '../../messages/carousel-messages';

const a11yOptions = {
  slideLabelMessage: carouselMessages.slidePositionTemplate,
  itemRoleDescriptionMessage: carouselMessages.slideRoleDescription,
  paginationBulletMessage: carouselMessages.showSlideTemplate,
  // The live region follows the autoplay state (see carousel-autoplay.ts).
  wrapperLiveRegion: false,
};

/** The header carousel's Swiper settings (site.config.ts): fading slides, looping, bullets, autoplay created off. */
export function headerSwiperOptions(slideCount: number): SwiperOptions {
  const canRotate = slideCount > 1;
  return {
    effect: siteConfig.headerCarousel.effect,
    fadeEffect: { crossFade: true },
    loop: siteConfig.headerCarousel.loop && canRotate,
    autoplay: { enabled: false, delay: siteConfig.headerCarousel.autoplayDelayMs, disableOnInteraction: false },
    pagination: canRotate ? { el: '.swiper-pagination', clickable: true } : false,
    a11y: a11yOptions,
  };
}
