import Box from '@mui/material/Box';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import { siteConfig } from '../../../site.config';
import { BackgroundVideo, MediaOverlay, brandGradient } from '../../components/background-video';
import { carouselLabels } from '../../components/carousel/carousel-labels';
import { CarouselPlayToggle } from '../../components/carousel/carousel-play-toggle';
import { useCarouselAutoplay } from '../../components/carousel/use-carousel-autoplay';
import { useLazySwiper } from '../../components/carousel/use-lazy-swiper';
import { SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { CarouselSlideContent } from './carousel-slide-content';

const loadHeaderSwiper = () => import('./header-swiper').then((chunk) => chunk.headerSwiper);
const a11yOptions = {
  slideLabelMessage: carouselLabels.slidePositionTemplate,
  itemRoleDescriptionMessage: carouselLabels.slideRoleDescription,
  paginationBulletMessage: carouselLabels.showSlideTemplate,
  // The live region follows the autoplay state (see useCarouselAutoplay).
  wrapperLiveRegion: false,
};
const fullHeight = 'max(560px, 100svh)';

function swiperOptions(canRotate: boolean): SwiperOptions {
  return {
    effect: 'fade',
    fadeEffect: { crossFade: true },
    loop: canRotate,
    autoplay: { enabled: false, delay: siteConfig.headerCarousel.autoplayDelayMs, disableOnInteraction: false },
    pagination: canRotate ? { el: '.swiper-pagination', clickable: true } : false,
    a11y: a11yOptions,
  };
}

/**
 * The home page header: slides that fade into each other over a background video. Every slide is in
 * the server HTML (the first one shows, also with JavaScript off); Swiper loads after hydration and
 * takes over the same markup (useLazySwiper).
 */
export default function HeaderCarouselSection({ section, index }: SectionComponentProps<'header-carousel'>) {
  const slideCount = section.slides.length;
  const canRotate = slideCount > 1;
  const { containerRef, swiper } = useLazySwiper(loadHeaderSwiper, swiperOptions(canRotate));
  const autoplay = useCarouselAutoplay(swiper, canRotate);

  return (
    <SectionShell id={section.id} tone="dark" fullBleed animate={index > 0}>
      <Box
        role="region"
        aria-roledescription={carouselLabels.carouselRoleDescription}
        aria-label={carouselLabels.headerRegion}
        {...autoplay.regionEvents}
        sx={(theme) => ({
          position: 'relative',
          overflow: 'hidden',
          minHeight: fullHeight,
          background: brandGradient,
          '& .swiper': { zIndex: 1, minHeight: fullHeight },
          '& .swiper-slide': { minHeight: fullHeight, height: 'auto' },
          '--swiper-pagination-color': theme.palette.common.white,
          '--swiper-pagination-bullet-inactive-color': theme.palette.common.white,
          '--swiper-pagination-bullet-inactive-opacity': '0.55',
          '--swiper-pagination-bullet-size': '12px',
          '--swiper-pagination-bullet-horizontal-gap': '8px',
          '--swiper-pagination-bottom': '28px',
          '& .swiper-pagination-bullet:focus-visible': { outline: `2px solid ${theme.palette.common.white}`, outlineOffset: 3 },
        })}
      >
        <BackgroundVideo video={section.video} />
        <MediaOverlay />
        <div ref={containerRef} className="swiper">
          <div className="swiper-wrapper">
            {section.slides.map((slide, slideIndex) => (
              <div
                key={`${slideIndex}-${slide.heading}`}
                className="swiper-slide"
                role="group"
                aria-roledescription={carouselLabels.slideRoleDescription}
                aria-label={carouselLabels.slidePosition(slideIndex + 1, slideCount)}
              >
                <CarouselSlideContent slide={slide} isFirst={slideIndex === 0} />
              </div>
            ))}
          </div>
          {canRotate ? <div className="swiper-pagination" /> : null}
        </div>
        {canRotate ? (
          <CarouselPlayToggle
            playing={autoplay.playing}
            onToggle={autoplay.togglePlaying}
            onDark
            sx={{ position: 'absolute', zIndex: 11, right: { xs: 12, md: 32 }, bottom: { xs: 12, md: 20 } }}
          />
        ) : null}
      </Box>
    </SectionShell>
  );
}
