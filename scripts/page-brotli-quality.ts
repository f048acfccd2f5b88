/**
 * Brotli's quality for the pages' stored variants. Measured on this site's pages (90-106 KB of HTML,
 * docs/decisions/030): quality 11 took 310-470 ms a page for 13.6-15.0 KB, quality 7 took 8-9 ms for
 * 15.4-16.7 KB (about 12 % more), quality 9 and 10 cost 5 to 15 times 7's time for 1 to 9 % less.
 * At 4,000 pages 11 alone is 20 minutes of CPU, so the pages take a quality under 9; the few shared
 * files (scripts, styles), compressed once per build, keep 11 (server/pages/precompressed-files.ts).
 *
 * Amended (decision 030, 2026-11-29): 8 rather than 7. On the 397 pages of the 400-page generated site
 * 8's files are 0.1 % smaller than 7's (4,697,276 bytes against 4,702,372), and in a render worker,
 * after each page's render, 8 took 2.6-3.2 ms of CPU a page where 7 took 7-9 ms, 4-5 ms of it system
 * time (the encoder's memory, allocated and freed at each call, taken afresh from the system at 7 and
 * not at 8: alone in a process, with nothing rendered between, both take about 2.1 ms).
 */
export const pageBrotliQuality = 8;
