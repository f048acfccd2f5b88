import Box from '@mui/material/Box';
import 'swiper/css';
import { siteConfig } from '../../../site.config';
import { carouselLabels } from '../../components/carousel/carousel-labels';
import { CarouselPlayToggle } from '../../components/carousel/carousel-play-toggle';
import { useCarouselAutoplay } from '../../components/carousel/use-carousel-autoplay';
import { useLazySwiper } from '../../components/carousel/use-lazy-swiper';
import { useSwiperCanMove } from '../../components/carousel/use-swiper-can-move';
import { LogoTile } from '../../components/logo-tile';
import { SectionHeading } from '../../components/section-heading';
import { SectionShell, headingIdFor } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { reachCanEverRotate, reachMostPerView, reachSwiperLayout } from './reach-carousel-layout';
import { playToggleRowSx, reachCarouselSx } from './reach-carousel-styles';

const loadReachSwiper = () => import('./reach-swiper').then((chunk) => chunk.reachSwiper);
const a11yOptions = {
  // The slides keep the "n of m" labels rendered below, which move with them when the loop reorders them.
  slideLabelMessage: '',
  itemRoleDescriptionMessage: carouselLabels.slideRoleDescription,
  // The live region follows the autoplay state (see useCarouselAutoplay).
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

/**
 * A strip of client logos that rotates (timings and breakpoints in site.config.ts). The carousel is
 * named by the section's heading, or by its label when it has none. Every logo is one slide, so a
 * screen reader counts the true number; when they all fit at the current width they stand still.
 */
export default function ReachCarouselSection({ section, index }: SectionComponentProps<'reach-carousel'>) {
  const logoCount = section.logos.length;
  const { containerRef, swiper } = useLazySwiper(loadReachSwiper, {
    ...reachSwiperLayout(logoCount),
    speed: siteConfig.reachCarousel.speedMs,
    autoplay: autoplayOptions,
    a11y: a11yOptions,
  });
  const canMove = useSwiperCanMove(swiper);
  const autoplay = useCarouselAutoplay(swiper, canMove);
  const headingId = headingIdFor(section.id);
  const carouselName = section.heading ? { 'aria-labelledby': headingId } : { 'aria-label': section.label };

  return (
    <SectionShell id={section.id} tone={section.tone} animate={index > 0}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Box role="region" aria-roledescription={carouselLabels.carouselRoleDescription} {...carouselName} {...autoplay.regionEvents} sx={reachCarouselSx}>
        <div ref={containerRef} className="swiper">
          <div className="swiper-wrapper">
            {section.logos.map((logo, logoIndex) => (
              <div
                key={`${logoIndex}-${logo.name}`}
                className="swiper-slide"
                role="group"
                aria-roledescription={carouselLabels.slideRoleDescription}
                aria-label={carouselLabels.slidePosition(logoIndex + 1, logoCount)}
              >
                <LogoTile logo={logo} priority={index === 0 && logoIndex < reachMostPerView} />
              </div>
            ))}
          </div>
        </div>
        {reachCanEverRotate(logoCount) ? (
          <Box sx={playToggleRowSx(logoCount, canMove)}>
            <CarouselPlayToggle playing={autoplay.playing} onToggle={autoplay.togglePlaying} />
          </Box>
        ) : null}
      </Box>
    </SectionShell>
  );
}
