/**
 * What the carousel says to assistive technology. Not content: the schema has no place for them, and
 * they are the same on every page. Swiper fills in the {{…}} placeholders.
 */
export const carouselLabels = {
  region: 'Highlights',
  carouselRoleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slidePosition: (position: number, total: number) => `${position} of ${total}`,
  slidePositionTemplate: '{{index}} of {{slidesLength}}',
  showSlideTemplate: 'Show slide {{index}}',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const;
