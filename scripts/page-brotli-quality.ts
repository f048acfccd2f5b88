/**
 * Brotli's quality for the pages' stored variants. Measured on this site's pages (90-106 KB of HTML,
 * docs/decisions/030): quality 11 took 310-470 ms a page for 13.6-15.0 KB, quality 7 took 8-9 ms for
 * 15.4-16.7 KB (about 12 % more), quality 9 and 10 cost 5 to 15 times 7's time for 1 to 9 % less.
 * At 4,000 pages 11 alone is 20 minutes of CPU, so the pages take 7; the few shared files (scripts,
 * styles), compressed once per build, keep 11 (server/pages/precompressed-files.ts).
 */
export const pageBrotliQuality = 7;
