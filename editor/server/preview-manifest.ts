import path from 'node:path';
import type { ImageSize, PageData } from '../../src/common/page-data';
import { assembleManifest, type BuiltManifest, byPath, manifestFromValidation, normalizeManifestPage } from '../../src/engine/build/build-manifest';
import { createImagePlanner, type ImagePlanner, type VariantRequest } from '../../src/engine/build/image-variants';
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
  /** The pages' files in the last manifest's order (by path). */
  private order: string[] = [];
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
    // Whether the order by path may differ from the last build's: a page added, removed or given another address.
    let reordered = pages.length !== this.order.length;
    for (const entry of pages) {
      const { id, file, page } = entry;
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
      const data = normalizeManifestPage(entry, collections, publicDir, this.sizeOf, recording);
      if (kept?.data.path !== data.path) reordered = true;
      fresh.push({ file, planned, entry: { page, collections: showsList ? collections : undefined, data } });
    }
    this.lastNormalized = fresh.length;
    if (fresh.length > 0) {
      const requests = new Map(planner.requests().map((request) => [request.output, request]));
      for (const { file, planned, entry } of fresh) {
        next.set(file, { ...entry, variants: planned.flatMap((output) => requests.get(output) ?? []) });
      }
    }
    if (!reordered) reordered = this.order.some((file) => !next.has(file));
    this.kept.clear();
    for (const [file, entry] of next) this.kept.set(file, entry);

    // The same files at the same addresses are in the same order: no sort of 4,000 addresses a refresh.
    if (reordered) this.order = [...next].sort(([, a], [, b]) => byPath(a.data, b.data)).map(([file]) => file);
    const normalized = this.order.map((file) => (next.get(file) as Normalized).data);
    const previewPlanner = createImagePlanner(publicDir);
    return assembleManifest(site, normalized, {
      buildYear,
      sizeOf: this.sizeOf,
      planner: previewPlanner,
      imageVariants: () => {
        const variants = new Map<string, VariantRequest>();
        for (const entry of next.values()) for (const request of entry.variants) variants.set(request.output, request);
        for (const request of previewPlanner.requests()) variants.set(request.output, request);
        return [...variants.values()].sort((a, b) => a.output.localeCompare(b.output));
      },
      // An unchanged page is the same object as in the last manifest: the preview reloads only the page modules whose object changed.
      keepCut: (base, page) => {
        if (page === base) return page;
        const before = this.cut.get(base);
        if (before !== undefined && before.image === page.image) return before;
        this.cut.set(base, page);
        return page;
      },
    });
  }
}
