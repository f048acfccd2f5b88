import type { Page } from '../../schemas/page';
import type { LayoutName, Site } from '../../schemas/site';

/** A page as the browser receives it: validated, with defaults and image sizes filled in, plus the SVG of its icons. */
export type PageData = Page & { id: string; icons: Record<string, string> };

/** What every page needs of site.json (everything but redirects, which only the server uses). */
export type SiteData = Omit<Site, 'redirects' | '$schema'>;

export type RouteEntry = {
  /** Route pattern, e.g. "/about" or "/our/blog/:id/single". */
  path: string;
  pageId: string;
  layout: LayoutName;
  status: 200 | 404;
};
