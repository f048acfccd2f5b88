/**
 * What the carousels say to assistive technology. Not content: the schema has no place for them, and
 * they are the same on every page. Swiper fills in the {{…}} placeholders. Each carousel is named by
 * its section's heading or label; the home page header has neither, so its name lives here.
 */
export const carouselMessages = {
  headerRegion: 'Highlights',
  carouselRoleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slidePosition: (position: number, total: number) => `${position} of ${total}`,
  slidePositionTemplate: '{{index}} of {{slidesLength}}',
  showSlideTemplate: 'Show slide {{index}}',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const;
