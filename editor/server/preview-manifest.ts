import path from 'node:path';
import type { ImageSize, PageData } from '../../src/common/page-data';
import { type BuiltManifest, ManifestError, manifestFromValidation, siteData, withPreviewImages } from '../../src/engine/build/build-manifest';
import { createImagePlanner, type ImagePlanner, type VariantRequest } from '../../src/engine/build/image-variants';
import { normalizePage } from '../../src/engine/build/normalize-page';
import { resolveCollections } from '../../src/engine/build/resolve-collections';
import type { ManifestValidation } from '../../src/engine/manifest/validate-manifest';

type Normalized = {
  /** The parsed page it was made from: the incremental validator keeps that object while the file's text stays the same. */
  page: ManifestValidation['pages'][number]['page'];
  /** The shared lists it was resolved with, for a page that shows one; undefined for a page that shows none. */
  collections: ManifestValidation['collections'] | undefined;
  data: PageData;
  /** The image variants its normalisation planned. */
  variants: VariantRequest[];
};

/**
 * manifestFromValidation (build-manifest.ts) for the editor's preview, with each page's normalisation
 * kept while its parsed page (and, for a page that shows a shared list, the lists) stays the same
 * object: a key in one page normalises that page, not 4,000 (issue 31 item 7). The site's part (its
 * share image, the logos' sizes, the pages' share cuts) is made again each time: a few files.
 * The result equals manifestFromValidation's for the same validation (preview-manifest.test.ts).
 */
export class PreviewManifest {
  private readonly kept = new Map<string, Normalized>();
  /** A page with its share image cut (withPreviewImages makes a new object), the same object while the page and its cut stay the same. */
  private readonly cut = new WeakMap<PageData, PageData>();
  /** How many pages the last build normalised (the others were kept). */
  lastNormalized = 0;

  constructor(
    private readonly rootDir: string,
    private readonly sizeOf: (src: string) => ImageSize | undefined,
  ) {}

  build(validation: ManifestValidation, buildYear = new Date().getFullYear()): BuiltManifest {
    const { site, pages, collections, issues } = validation;
    if (issues.length > 0 || !site) return manifestFromValidation(this.rootDir, validation, buildYear, this.sizeOf);
    const publicDir = path.join(this.rootDir, 'public');
    // One planner for the pages normalised now: each image file is hashed once in a call.
    const planner = createImagePlanner(publicDir);
    const fresh: { file: string; planned: string[]; entry: Omit<Normalized, 'variants'> }[] = [];
    const next = new Map<string, Normalized>();
    for (const { id, file, page } of pages) {
      const showsList = page.sections.some((section) => (section as { from?: unknown }).from !== undefined);
      const kept = this.kept.get(file);
      if (kept && kept.page === page && kept.collections === (showsList ? collections : undefined) && kept.data.id === id) {
        next.set(file, kept);
        continue;
      }
      const planned: string[] = [];
      const recording: ImagePlanner = {
        variant: (src, width) => {
          const output = planner.variant(src, width);
          if (output !== undefined) planned.push(output);
          return output;
        },
        preview: (src) => {
          const cut = planner.preview(src);
          if (cut !== undefined) planned.push(cut.src);
          return cut;
        },
        requests: () => planner.requests(),
      };
      const data = normalizePage(id, resolveCollections(page, collections), publicDir, this.sizeOf, recording);
      fresh.push({ file, planned, entry: { page, collections: showsList ? collections : undefined, data } });
    }
    this.lastNormalized = fresh.length;
    if (fresh.length > 0) {
      const requests = new Map(planner.requests().map((request) => [request.output, request]));
      for (const { file, planned, entry } of fresh) {
        next.set(file, { ...entry, variants: planned.flatMap((output) => requests.get(output) ?? []) });
      }
    }
    this.kept.clear();
    for (const [file, entry] of next) this.kept.set(file, entry);

    const normalized = [...next.values()].map((entry) => entry.data).sort((a, b) => a.path.localeCompare(b.path));
    const notFound = normalized.find((page) => page.status === 404);
    if (!notFound) throw new ManifestError(['content/pages: no page has "status": 404 (the not-found page)']);
    const previewPlanner = createImagePlanner(publicDir);
    const previews = withPreviewImages(site, normalized, this.sizeOf, previewPlanner);
    // An unchanged page is the same object as in the last manifest: the preview reloads only the page modules whose object changed.
    previews.pages = previews.pages.map((page, index) => {
      const base = normalized[index];
      if (base === undefined || page === base) return page;
      const before = this.cut.get(base);
      if (before !== undefined && before.image === page.image) return before;
      this.cut.set(base, page);
      return page;
    });
    const variants = new Map<string, VariantRequest>();
    for (const entry of next.values()) for (const request of entry.variants) variants.set(request.output, request);
    for (const request of previewPlanner.requests()) variants.set(request.output, request);
    return {
      site: siteData(site, buildYear, previews.defaultImage, previews.imageSizes),
      redirects: site.redirects,
      pages: previews.pages,
      routes: previews.pages.map((page) => ({ path: page.path, pageId: page.id, layout: page.layout, status: page.status })),
      notFoundPageId: notFound.id,
      imageVariants: [...variants.values()].sort((a, b) => a.output.localeCompare(b.output)),
    };
  }
}
