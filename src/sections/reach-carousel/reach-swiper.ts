import { Swiper } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import type { SwiperBundle } from '../../components/carousel/use-lazy-swiper';

/** The reach carousel's Swiper chunk (see useLazySwiper). */
export const reachSwiper: SwiperBundle = { Swiper, modules: [A11y, Autoplay] };
