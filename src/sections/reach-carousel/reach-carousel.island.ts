import { Swiper } from 'swiper';
import 'swiper/css';
import { A11y, Autoplay } from 'swiper/modules';
import { controlAutoplay } from '../../components/carousel/carousel-autoplay';
import type { IslandModule } from '../../engine/islands/island-module';
import { reachScrollerMark } from './reach-carousel-layout';
import { reachSwiperOptions } from './reach-carousel-options';

/**
 * The logo strip in the browser, without React: Swiper takes over the logos the server rendered (laid
 * out in one row by CSS until then, and for good without JavaScript). Where every logo fits, Swiper
 * locks itself and the slides stand still, the pause/play button hidden; otherwise they turn, looping
 * only when there are enough of them (docs/decisions/006). Swiper's stylesheet is imported here so the
 * build links it on the pages that have this island.
 */
const reachCarouselIsland: IslandModule<'reach-carousel'> = {
  mount(element, { section }) {
    const container = element.querySelector<HTMLElement>('.swiper');
    if (!container) return;
    // Swiper moves the logos itself from here on: the row no longer scrolls, so it leaves the Tab order.
    container.querySelector(`[${reachScrollerMark}]`)?.removeAttribute('tabindex');
    const swiper = new Swiper(container, { ...reachSwiperOptions(section.logos.length), modules: [A11y, Autoplay] });
    controlAutoplay(container.closest<HTMLElement>('[role="region"]') ?? element, swiper, () => !swiper.isLocked && swiper.slides.length > 1);
  },
};

export default reachCarouselIsland;
