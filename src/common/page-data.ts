import type { Page } from '../../schemas/page';
import type { LayoutName, Site } from '../../schemas/site';

/** A page as the browser receives it: validated, with defaults and image sizes filled in, plus the SVG of its icons. */
export type PageData = Page & { id: string; icons: Record<string, string> };

export type ImageSize = { width: number; height: number };

/**
 * What every page needs of site.json (everything but redirects, which only the server uses), and
 * the pixel sizes of the images link previews and structured data name (share images, logos),
 * read from public/ by the build.
 */
export type SiteData = Omit<Site, 'redirects' | '$schema'> & { imageSizes: Readonly<Record<string, ImageSize>> };

export type RouteEntry = {
  /** Route pattern, e.g. "/about" or "/our/blog/:id/single". */
  path: string;
  pageId: string;
  layout: LayoutName;
  status: 200 | 404;
};
