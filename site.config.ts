/**
 * Engine settings: everything about how the site behaves that is not content.
 * The business constants of the spec (§9) live here, never inline in components.
 * This file ships to the browser: it holds no secrets.
 */
export const siteConfig = {
  animation: {
    /** Sections animate in once, over this many milliseconds (never under prefers-reduced-motion). */
    durationMs: 1000,
    once: true,
  },
  headerCarousel: {
    autoplayDelayMs: 3000,
    effect: 'fade',
    loop: true,
  },
  reachCarousel: {
    autoplayDelayMs: 5000,
    speedMs: 600,
    loop: true,
    centeredSlides: true,
    /** Width in px → slides shown and spacing between them in px. */
    breakpoints: {
      320: { slidesPerView: 1, spaceBetween: 0 },
      768: { slidesPerView: 3, spaceBetween: 20 },
      1200: { slidesPerView: 5, spaceBetween: 20 },
    },
  },
  blog: {
    pageSize: 6,
    listImageHeightPx: 270,
    detailImageMaxHeightPx: 500,
  },
  api: {
    requestTimeoutMs: 30000,
  },
} as const;

export type SiteConfig = typeof siteConfig;
