import createCache from '@emotion/cache';

/** The same cache key on the server and in the browser, so the browser adopts the prerendered styles. */
export function createEmotionCache() {
  return createCache({ key: 'css', prepend: true });
}
