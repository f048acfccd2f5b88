import Box from '@mui/material/Box';
import { BackgroundVideo, brandGradient, MediaOverlay } from '../../components/background-video';
import { CarouselPlayToggle } from '../../components/carousel/carousel-play-toggle';
import { SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { carouselMessages } from '../../messages/carousel-messages';
import { CarouselSlideContent } from './carousel-slide-content';

const fullHeight = 'max(560px, 100svh)';

/**
 * The home page header: slides that fade into each other over a background video. Every slide is in
 * the server HTML (the first one shows, also with JavaScript off), with the pause/play button hidden;
 * in the browser, header-carousel.island.ts starts Swiper on this same markup. Server markup only.
 */
export default function HeaderCarouselSection({ section, index }: SectionComponentProps<'header-carousel'>) {
  const slideCount = section.slides.length;
  const canRotate = slideCount > 1;

  return (
    <SectionShell id={section.id} tone="dark" fullBleed animate={index > 0}>
      <Box
        role="region"
        aria-roledescription={carouselMessages.carouselRoleDescription}
        aria-label={carouselMessages.headerRegion}
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
        <div className="swiper">
          <div className="swiper-wrapper">
            {section.slides.map((slide, slideIndex) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group with the roledescription "slide"; a fieldset is for form controls
              <div
                key={`${slideIndex}-${slide.heading}`}
                className="swiper-slide"
                role="group"
                aria-roledescription={carouselMessages.slideRoleDescription}
                aria-label={carouselMessages.slidePosition(slideIndex + 1, slideCount)}
              >
                <CarouselSlideContent slide={slide} isFirst={slideIndex === 0} />
              </div>
            ))}
          </div>
          {canRotate ? <div className="swiper-pagination" /> : null}
        </div>
        {canRotate ? <CarouselPlayToggle onDark sx={{ position: 'absolute', zIndex: 11, right: { xs: 12, md: 32 }, bottom: { xs: 12, md: 20 } }} /> : null}
      </Box>
    </SectionShell>
  );
}
