import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlogPageData } from '../../src/common/blog-page-data';

/**
 * One island as the render entry returns it: its HTML inside the wrapper, its data block's JSON, and
 * the kind of blog page data its section type is rendered with (its definition's `browser.serverData`,
 * src/sections/<type>/definition.ts), if any.
 */
export type IslandPart = { html: string; propsJson: string; serverData?: BlogPageData['kind'] };

/** `renderPageIslands` of the build's render entry (src/entry-server.tsx). */
export type IslandRenderer = (url: string, data?: BlogPageData) => Promise<IslandPart[]>;

/**
 * The build's render entry (dist/server/entry-server.js), loaded like scripts/build.ts loads it: the
 * server renders React only through it, never by importing src/. Undefined for a build without it
 * (an older build, the tests' miniature ones): the blog pages are then served as built.
 */
const renderEntryFile = (distDir: string) => path.join(distDir, 'server', 'entry-server.js');

/** Whether the build has a render entry, without loading it. */
export function hasIslandRenderer(distDir: string): boolean {
  return existsSync(renderEntryFile(distDir));
}

export async function loadIslandRenderer(distDir: string): Promise<IslandRenderer | undefined> {
  const file = renderEntryFile(distDir);
  if (!existsSync(file)) return undefined;
  // The build rendered its pages for production: MUI and Emotion name their classes without labels
  // then, and only those classes have styles in the pages. The libraries read NODE_ENV as they load
  // (the server loads them only here), so the entry must load, and render, as production does.
  process.env.NODE_ENV = 'production';
  // Cast: the module is our own render entry, built with the client from src/entry-server.tsx.
  const entry = (await import(pathToFileURL(file).href)) as { renderPageIslands?: IslandRenderer };
  return typeof entry.renderPageIslands === 'function' ? entry.renderPageIslands : undefined;
}

/**
 * A page's HTML cut around its islands' build-time HTML and data blocks, to be put together again
 * with the islands rendered for one request. Undefined when the build's islands are not each found
 * exactly once (the page and the render entry come from different builds): serve the page as built.
 */
export type IslandTemplate = (parts: readonly IslandPart[]) => string;

export function islandTemplate(html: string, built: readonly IslandPart[]): IslandTemplate | undefined {
  const cuts: { start: number; end: number; slot: number }[] = [];
  for (const [index, part] of built.entries()) {
    for (const [offset, needle] of [part.html, part.propsJson].entries()) {
      const start = html.indexOf(needle);
      if (needle === '' || start === -1 || html.indexOf(needle, start + 1) !== -1) return undefined;
      cuts.push({ start, end: start + needle.length, slot: index * 2 + offset });
    }
  }
  cuts.sort((a, b) => a.start - b.start);
  const segments: string[] = [];
  let position = 0;
  for (const cut of cuts) {
    if (cut.start < position) return undefined;
    segments.push(html.slice(position, cut.start));
    position = cut.end;
  }
  segments.push(html.slice(position));
  const slots = cuts.map((cut) => cut.slot);
  return (parts) => {
    if (parts.length !== built.length) throw new Error(`Rendered ${parts.length} islands where the page has ${built.length}`);
    const values = parts.flatMap((part) => [part.html, part.propsJson]);
    return segments.map((segment, index) => (index < slots.length ? segment + values[slots[index] ?? 0] : segment)).join('');
  };
}
