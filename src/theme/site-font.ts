/**
 * The site's own typeface: Inter (SIL Open Font License, public/fonts/inter-LICENSE.txt), the variable
 * font's Latin subset (weights 100–900 in one 47 KB file) from @fontsource-variable/inter 5.3.0,
 * copied to public/fonts/ and committed, so the build needs no font package. Served from our origin
 * (CSP font-src 'self'), preloaded by every page (src/engine/build/render-document.ts) and shown with
 * `font-display: swap`: text paints at once in the fallback below and swaps when Inter arrives.
 */
export const siteFont = {
  family: 'Inter',
  src: '/fonts/inter-latin-wght-normal.woff2',
  /** The subset's characters (from the package's own CSS): outside them the browser does not fetch it. */
  unicodeRange:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;

/**
 * A local Arial (or Liberation Sans, metric-compatible with it, on Linux) resized to Inter's metrics,
 * so the swap moves no line. The numbers follow Capsize's method from @capsizecss/metrics 4.3.0
 * (inter: ascent 1984, descent -494, lineGap 0, xWidthAvg 978; arial: xWidthAvg 913; both 2048 units
 * per em): size-adjust = (978 / 2048) / (913 / 2048) = 107.12 %; each override is Inter's value over
 * 2048 × size-adjust: ascent 1984 / 2193.8 = 90.44 %, descent 494 / 2193.8 = 22.52 %, line gap 0 %.
 */
export const siteFontFallback = {
  family: 'Inter Fallback',
  local: ['Arial', 'ArialMT', 'Liberation Sans'],
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
} as const;

/** The @font-face rules of the site's font and its fallback, as Emotion global style objects. */
export const siteFontFaces = [
  {
    fontFamily: siteFont.family,
    fontStyle: 'normal',
    fontWeight: '100 900',
    fontDisplay: 'swap',
    src: `url(${siteFont.src}) format('woff2')`,
    unicodeRange: siteFont.unicodeRange,
  },
  {
    fontFamily: siteFontFallback.family,
    src: siteFontFallback.local.map((name) => `local('${name}')`).join(', '),
    sizeAdjust: siteFontFallback.sizeAdjust,
    ascentOverride: siteFontFallback.ascentOverride,
    descentOverride: siteFontFallback.descentOverride,
    lineGapOverride: siteFontFallback.lineGapOverride,
  },
] as const;

/** The preload every page's head carries, so the font is fetched with the HTML, not after the CSS is read. */
export const siteFontPreload = `<link rel="preload" as="font" type="font/woff2" href="${siteFont.src}" crossorigin>`;
