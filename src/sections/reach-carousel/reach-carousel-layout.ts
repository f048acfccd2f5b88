import type { SwiperOptions } from 'swiper/types';
import { siteConfig } from '../../../site.config';

type BreakpointLayout = { slidesPerView: number; spaceBetween: number };

const settings = siteConfig.reachCarousel;

/** On the row of logos: it scrolls, and takes focus, until Swiper starts (reach-carousel.island.ts). */
export const reachScrollerMark = 'data-reach-scroller';

/** The configured breakpoints, narrowest first, as numbers. */
export const reachBreakpoints: ReadonlyArray<{ minWidthPx: number } & BreakpointLayout> = Object.entries(settings.breakpoints)
  .map(([width, layout]) => ({ minWidthPx: Number(width), ...layout }))
  .sort((a, b) => a.minWidthPx - b.minWidthPx);

/** The most logos any width shows at once. */
export const reachMostPerView = Math.max(...reachBreakpoints.map((layout) => layout.slidesPerView));

/**
 * The fewest slides Swiper's loop works with at this many per view (the check in loopFix, swiper-core):
 * the slides in view (an odd number when centred) plus a buffer of half of them, or of one slide when
 * not centred. With fewer it warns and jumps.
 */
export function slidesNeededForLoop(slidesPerView: number): number {
  if (!settings.centeredSlides) return slidesPerView + 1;
  const inView = slidesPerView % 2 === 0 ? slidesPerView + 1 : slidesPerView;
  return inView + Math.ceil(inView / 2);
}

/**
 * Whether the logos loop: only when there are enough for the widest layout, and then at every width.
 * Swiper cannot switch its loop on and off between breakpoints cleanly (turning it off leaves the
 * slides out of order; turning it on mislabels them and can stall autoplay), so it is decided once.
 */
function reachLoops(logoCount: number): boolean {
  return settings.loop && logoCount >= slidesNeededForLoop(reachMostPerView);
}

/**
 * How the logos lay out at one breakpoint. When they all fit, they stand still, centred as a group
 * (Swiper locks itself, so nothing rotates and the pause button hides; a looping carousel has more
 * logos than any breakpoint shows, so it never gets here). When they do not fit they rotate, looping
 * or else rewinding to the first after the last. The true logos are the only slides: no duplicates,
 * so a screen reader counts what the visitor sees.
 */
function reachLayoutFor(logoCount: number, loop: boolean, { slidesPerView, spaceBetween }: BreakpointLayout): SwiperOptions {
  if (logoCount <= slidesPerView) {
    return { slidesPerView, spaceBetween, centeredSlides: false, centeredSlidesBounds: false, centerInsufficientSlides: true, rewind: false };
  }
  // Without a loop, bounds keep the row full at both ends instead of centring the first logo beside a gap.
  return { slidesPerView, spaceBetween, centeredSlides: settings.centeredSlides, centeredSlidesBounds: !loop, centerInsufficientSlides: false, rewind: !loop };
}

/**
 * Swiper options for this many logos: the loop decision, the narrowest layout as the base (below the
 * first breakpoint, and wherever no width query answers), and one layout per configured breakpoint.
 */
export function reachSwiperLayout(logoCount: number): SwiperOptions {
  const loop = reachLoops(logoCount);
  const [narrowest] = reachBreakpoints;
  const base = narrowest ? reachLayoutFor(logoCount, loop, narrowest) : {};
  const breakpoints = Object.fromEntries(reachBreakpoints.map((layout) => [layout.minWidthPx, reachLayoutFor(logoCount, loop, layout)]));
  return { ...base, loop, breakpoints };
}

/** Whether the logos can ever rotate, at some width; when not, the carousel has no pause button at all. */
export function reachCanEverRotate(logoCount: number): boolean {
  return reachBreakpoints.some((layout) => logoCount > layout.slidesPerView);
}
