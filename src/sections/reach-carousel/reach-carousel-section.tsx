import Box from '@mui/material/Box';
import { CarouselPlayToggle } from '../../components/carousel/carousel-play-toggle';
import { LogoTile } from '../../components/logo-tile';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { carouselMessages } from '../../messages/carousel-messages';
import { reachCanEverRotate, reachMostPerView, reachScrollerMark } from './reach-carousel-layout';
import { playToggleRowSx, reachCarouselSx } from './reach-carousel-styles';

/**
 * A strip of client logos that rotates (timings and breakpoints in site.config.ts). The carousel is
 * named by the section's heading, or by its label when it has none. Every logo is one slide, so a
 * screen reader counts the true number; when they all fit at the current width they stand still.
 * Server markup only: reach-carousel.island.ts starts Swiper on it in the browser.
 */
export default function ReachCarouselSection({ section, index }: SectionComponentProps<'reach-carousel'>) {
  const logoCount = section.logos.length;
  const headingId = headingIdFor(section.id);
  const carouselName = section.heading ? { 'aria-labelledby': headingId } : { 'aria-label': section.label };

  return (
    <SectionShell id={section.id} tone={section.tone} animate={index > 0}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Box role="region" aria-roledescription={carouselMessages.carouselRoleDescription} {...carouselName} sx={reachCarouselSx}>
        <div className="swiper">
          {/* Until Swiper starts (and for good without JavaScript) this row scrolls sideways when the logos
              do not fit: it takes focus so the arrow keys scroll it (the island removes it from the Tab order). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable); its logos are usually not links */}
          <div className="swiper-wrapper" {...{ [reachScrollerMark]: '' }} tabIndex={0}>
            {section.logos.map((logo, logoIndex) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group with the roledescription "slide"; a fieldset is for form controls
              <div
                key={`${logoIndex}-${logo.name}`}
                className="swiper-slide"
                role="group"
                aria-roledescription={carouselMessages.slideRoleDescription}
                aria-label={carouselMessages.slidePosition(logoIndex + 1, logoCount)}
              >
                <LogoTile logo={logo} priority={index === 0 && logoIndex < reachMostPerView} />
              </div>
            ))}
          </div>
        </div>
        {reachCanEverRotate(logoCount) ? (
          <Box sx={playToggleRowSx(logoCount)}>
            <CarouselPlayToggle />
          </Box>
        ) : null}
      </Box>
    </SectionShell>
  );
}
