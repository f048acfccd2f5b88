import type { CSSObject } from '@mui/material/styles';
import { brandColors } from '../../theme/theme';
import { reachBreakpoints } from './reach-carousel-layout';

/**
 * Height of a logo tile, on phones and from 600 px; every slide has it, whatever its image, so nothing
 * moves while logos load. Lower on phones, where two tiles of half the width share the strip.
 */
const tileHeightPx = { phone: 88, wide: 120 };
/** Room around a tile inside its slide for the hover lift and the focus outline, which the carousel would clip. */
const tileInsetPx = 8;

const beforeStart = '& .swiper:not(.swiper-initialized)';

function slideWidth({ slidesPerView, spaceBetween }: { slidesPerView: number; spaceBetween: number }): string {
  return `calc((100% - ${(slidesPerView - 1) * spaceBetween}px) / ${slidesPerView})`;
}

/**
 * Until Swiper starts (in the prerendered page, and for good without JavaScript) the logos stand in one
 * row, each as wide as it will be, centred when they fit and scrolling sideways when they do not. The
 * row has the carousel's height, so nothing below moves when Swiper takes over.
 */
function beforeStartSx(): CSSObject {
  const [narrowest] = reachBreakpoints;
  const perBreakpoint = Object.fromEntries(
    reachBreakpoints.map((layout) => [
      `@media (min-width: ${layout.minWidthPx}px)`,
      {
        [`${beforeStart} .swiper-wrapper`]: { gap: `${layout.spaceBetween}px` },
        [`${beforeStart} .swiper-slide`]: { width: slideWidth(layout) },
      },
    ]),
  );
  return {
    [`${beforeStart} .swiper-wrapper`]: {
      overflowX: 'auto',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
      gap: `${narrowest?.spaceBetween ?? 0}px`,
      // Inside the row: the strip around it clips what is drawn outside.
      '&:focus-visible': { outline: '3px solid', outlineColor: brandColors.teal, outlineOffset: '-3px' },
    },
    [`${beforeStart} .swiper-slide`]: { width: narrowest ? slideWidth(narrowest) : '100%' },
    // Auto margins centre a row that fits and, unlike justify-content, leave one that overflows scrollable from its start.
    [`${beforeStart} .swiper-slide:first-of-type`]: { marginLeft: 'auto' },
    [`${beforeStart} .swiper-slide:last-of-type`]: { marginRight: 'auto' },
    ...perBreakpoint,
  };
}

const slideHeight = (tile: number) => tile + 2 * tileInsetPx;

/**
 * The strip and its pause button, in a row under the strip's right end (beside the strip on phones it
 * covered the label of the logo peeking in at the right).
 */
export const reachCarouselSx: CSSObject = {
  // Swiper's auto side margins would size the strip to its slides, not to the region.
  '& > .swiper': { width: '100%', minWidth: 0 },
  '& .swiper-slide': { height: slideHeight(tileHeightPx.phone), padding: `${tileInsetPx}px`, boxSizing: 'border-box' },
  '@media (min-width: 600px)': { '& .swiper-slide': { height: slideHeight(tileHeightPx.wide) } },
  ...beforeStartSx(),
};

/**
 * The row of the pause button. At widths where every logo fits it takes no room (known from the count,
 * so in CSS, with no shift after load); elsewhere it keeps its room, the button hidden until the logos
 * can move (carousel-autoplay.ts).
 */
export function playToggleRowSx(logoCount: number): CSSObject {
  const [narrowest] = reachBreakpoints;
  const displayAt = (slidesPerView: number) => (logoCount <= slidesPerView ? 'none' : 'flex');
  return {
    display: narrowest ? displayAt(narrowest.slidesPerView) : 'flex',
    ...Object.fromEntries(reachBreakpoints.map((layout) => [`@media (min-width: ${layout.minWidthPx}px)`, { display: displayAt(layout.slidesPerView) }])),
    justifyContent: 'flex-end',
    marginTop: '8px',
  };
}
