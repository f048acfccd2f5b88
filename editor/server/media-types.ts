/** The photographs' content types by extension: what a post's images may be (blog-endpoints.ts). */
export const RASTER_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** What the preview may load from public/: the photographs, drawings (SVG, checked by the allow-list, decision 028), icons and fonts. */
export const PUBLIC_TYPES: Readonly<Record<string, string>> = {
  ...RASTER_TYPES,
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
