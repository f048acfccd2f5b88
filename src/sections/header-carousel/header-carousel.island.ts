import { Swiper } from 'swiper';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { controlAutoplay } from '../../components/carousel/carousel-autoplay';
import type { IslandModule } from '../../engine/islands/island-module';
import { headerSwiperOptions } from './header-carousel-options';

/**
 * The home page header in the browser, without React: Swiper takes over the slides the server rendered
 * (the first one shows until then, and for good without JavaScript), the pause/play button appears,
 * and the background video plays unless the visitor asked for reduced motion. Swiper's stylesheets are
 * imported here so the build links them on the pages that have this island.
 */
const headerCarouselIsland: IslandModule<'header-carousel'> = {
  mount(element, { section }) {
    const container = element.querySelector<HTMLElement>('.swiper');
    if (!container) return;
    const slideCount = section.slides.length;
    const swiper = new Swiper(container, { ...headerSwiperOptions(slideCount), modules: [A11y, Autoplay, EffectFade, Pagination] });
    controlAutoplay(container.closest<HTMLElement>('[role="region"]') ?? element, swiper, () => slideCount > 1);
  },
};

export default headerCarouselIsland;
