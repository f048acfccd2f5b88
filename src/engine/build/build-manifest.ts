import path from 'node:path';
import type { Site } from '../../../schemas/site';
import type { ImageSize, PageData, RouteEntry, SiteData } from '../../common/page-data';
import { formatManifestIssue } from '../manifest/manifest-issue';
import type { ManifestDrafts } from '../manifest/read-manifest-file';
import type { SyntaxVerdicts } from '../manifest/syntax-verdicts';
import { type ManifestValidation, validateManifest } from '../manifest/validate-manifest';
import { createImagePlanner, type ImagePlanner, type VariantRequest } from './image-variants';
import { createImageSizer, normalizePage } from './normalize-page';
import { resolveCollections } from './resolve-collections';

export type BuiltManifest = {
  site: SiteData;
  redirects: Site['redirects'];
  pages: PageData[];
  routes: RouteEntry[];
  notFoundPageId: string;
  /** The image variants the pages and link previews name; the prerender writes them (image-variants.ts). */
  imageVariants: VariantRequest[];
};

/** The manifest's problems, formatted for the person who must fix them. */
export class ManifestError extends Error {
  constructor(readonly lines: string[]) {
    super(`The site manifest has ${lines.length} problem${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
    this.name = 'ManifestError';
  }
}

/**
 * The share images (the site's default and each page's own), each replaced by its 1200×630 cut, and
 * the brand logos, with their sizes.
 */
function withPreviewImages(site: Site, pages: readonly PageData[], sizeOf: (src: string) => ImageSize | undefined, planner: ImagePlanner) {
  const sizes: Record<string, ImageSize> = {};
  const cut = (src: string) => {
    const preview = planner.preview(src);
    if (!preview) return src;
    sizes[preview.src] = preview.size;
    return preview.src;
  };
  const defaultImage = cut(site.defaultImage);
  const withImages = pages.map((page) => (page.image ? { ...page, image: cut(page.image) } : page));
  for (const layout of Object.values(site.layouts)) {
    const size = sizeOf(layout.brand.logo);
    if (size) sizes[layout.brand.logo] = size;
  }
  const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
  return { defaultImage, pages: withImages, imageSizes: sorted };
}

function siteData(site: Site, buildYear: number, defaultImage: string, imageSizes: Record<string, ImageSize>): SiteData {
  const { redirects: _redirects, $schema: _schema, ...rest } = site;
  const withYear = (layout: Site['layouts']['main']) => ({
    ...layout,
    footer: { ...layout.footer, copyright: layout.footer.copyright.replaceAll('{year}', String(buildYear)) },
  });
  return {
    ...rest,
    url: process.env.SITE_URL ?? rest.url,
    defaultImage,
    layouts: { main: withYear(rest.layouts.main), advisory: withYear(rest.layouts.advisory) },
    imageSizes,
  };
}

/**
 * Validates the manifest and turns it into what the build and the browser use; throws ManifestError on
 * any problem. `drafts` (the editor's unsaved files) are read in place of the disk's; `verdicts` (the
 * build's) spares the strict JSON parse of texts found clean before.
 */
export async function buildManifest(
  rootDir: string,
  buildYear = new Date().getFullYear(),
  drafts?: ManifestDrafts,
  verdicts?: SyntaxVerdicts,
): Promise<BuiltManifest> {
  // Its warnings are the validator's to show (npm run validate, the editor): not looked for here.
  return manifestFromValidation(rootDir, await validateManifest(rootDir, drafts, { ...(verdicts ? { verdicts } : {}), warnings: false }), buildYear);
}

/**
 * buildManifest's second half, for a validation already made (the editor's preview validates each
 * draft once); `sizeOf` may be kept between builds when the images do not change.
 */
export function manifestFromValidation(
  rootDir: string,
  { site, pages, collections, issues }: ManifestValidation,
  buildYear = new Date().getFullYear(),
  sizeOf: (src: string) => ImageSize | undefined = createImageSizer(path.join(rootDir, 'public')),
): BuiltManifest {
  if (issues.length > 0 || !site) throw new ManifestError(issues.map(formatManifestIssue));
  const publicDir = path.join(rootDir, 'public');
  const planner = createImagePlanner(publicDir);
  const normalized = pages.map((entry) => normalizeManifestPage(entry, collections, publicDir, sizeOf, planner)).sort(byPath);
  return assembleManifest(site, normalized, { buildYear, sizeOf, planner, imageVariants: () => planner.requests() });
}

/** The order of the manifest's pages and routes: by address. */
export const byPath = (a: PageData, b: PageData) => a.path.localeCompare(b.path);

/** One validated page as the build and the browser use it: its shared lists resolved, its images sized and their variants planned. */
export function normalizeManifestPage(
  { id, page }: ManifestValidation['pages'][number],
  collections: ManifestValidation['collections'],
  publicDir: string,
  sizeOf: (src: string) => ImageSize | undefined,
  planner: ImagePlanner,
): PageData {
  return normalizePage(id, resolveCollections(page, collections), publicDir, sizeOf, planner);
}

/**
 * The manifest from its pages, normalised and sorted by path (byPath): the not-found page found, the
 * share images cut (by `planner`), the site's data. `keepCut` lets the editor's preview give back the
 * object it had for a page whose cut did not change; `imageVariants` is read after the cuts are planned.
 */
export function assembleManifest(
  site: Site,
  normalized: readonly PageData[],
  options: {
    buildYear: number;
    sizeOf: (src: string) => ImageSize | undefined;
    planner: ImagePlanner;
    imageVariants: () => VariantRequest[];
    keepCut?: (page: PageData, cut: PageData) => PageData;
  },
): BuiltManifest {
  const notFound = normalized.find((page) => page.status === 404);
  if (!notFound) throw new ManifestError(['content/pages: no page has "status": 404 (the not-found page)']);
  const previews = withPreviewImages(site, normalized, options.sizeOf, options.planner);
  const { keepCut } = options;
  const pages = keepCut ? previews.pages.map((page, index) => keepCut(normalized[index] ?? page, page)) : previews.pages;
  return {
    site: siteData(site, options.buildYear, previews.defaultImage, previews.imageSizes),
    redirects: site.redirects,
    pages,
    routes: pages.map((page) => ({ path: page.path, pageId: page.id, layout: page.layout, status: page.status })),
    notFoundPageId: notFound.id,
    imageVariants: options.imageVariants(),
  };
}
