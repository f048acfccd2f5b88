import { Swiper } from 'swiper';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import type { SwiperBundle } from '../../components/carousel/use-lazy-swiper';

/** The header carousel's Swiper chunk (see useLazySwiper). */
export const headerSwiper: SwiperBundle = { Swiper, modules: [A11y, Autoplay, EffectFade, Pagination] };
