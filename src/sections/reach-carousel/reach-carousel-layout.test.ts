import { siteConfig } from '../../../site.config';
import { reachCanEverRotate, reachSwiperLayout, slidesNeededForLoop } from './reach-carousel-layout';

describe('reach carousel layout', () => {
  it('follows site.config: one, three and five logos at a time, centred and looping when there are enough', () => {
    const layout = reachSwiperLayout(14);
    expect(layout.loop).toBe(true);
    for (const [width, { slidesPerView, spaceBetween }] of Object.entries(siteConfig.reachCarousel.breakpoints)) {
      expect(layout.breakpoints?.[Number(width)]).toMatchObject({ slidesPerView, spaceBetween, centeredSlides: true, rewind: false });
    }
  });

  it('needs as many logos as Swiper does to loop five at a time, centred', () => {
    expect(slidesNeededForLoop(5)).toBe(8);
    expect(reachSwiperLayout(8).loop).toBe(true);
    expect(reachSwiperLayout(7).loop).toBe(false);
  });

  it('stands three logos still, centred, where they fit, and rewinds instead of looping where they do not', () => {
    const layout = reachSwiperLayout(3);
    expect(layout.loop).toBe(false);
    expect(layout.breakpoints?.[320]).toMatchObject({ slidesPerView: 1.5, centeredSlides: true, rewind: true });
    expect(layout.breakpoints?.[768]).toMatchObject({ slidesPerView: 3, centeredSlides: false, centerInsufficientSlides: true, rewind: false });
    expect(layout.breakpoints?.[1200]).toMatchObject({ slidesPerView: 5, centeredSlides: false, centerInsufficientSlides: true, rewind: false });
    expect(reachCanEverRotate(3)).toBe(true);
    expect(reachCanEverRotate(1)).toBe(false);
  });
});
