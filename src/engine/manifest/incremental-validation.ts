import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type CollectionEntry, collectionSchema } from '../../../schemas/collection';
import { type Page, pageSchema } from '../../../schemas/page';
import { type Site, siteSchema } from '../../../schemas/site';
import type { ImageSize } from '../../common/page-data';
import { createImageSizer } from '../build/normalize-page';
import { maxImagePixels } from '../images/pixel-limit';
import { isInternalHref, splitInternalHref } from '../links/href-kind';
import { COLLECTIONS_DIR, checkCollectionReferences } from './collection-checks';
import { ContentFileCache, SITE_FILE } from './content-file-cache';
import { type ContentReference, collectContentReferences } from './content-references';
import { sortIssues } from './issue-order';
import { createLineLocator } from './json-locations';
import { formatJsonPath } from './json-path';
import { LinkRecheckPlan } from './link-recheck';
import type { ManifestIssue } from './manifest-issue';
import { findOrphanPages } from './orphan-pages';
import { findOversizedImages } from './oversized-images';
import { checkContactForms, checkDuplicateIds, checkDuplicatePaths, checkNotFoundPage, checkSchemaReference, PAGES_DIR } from './page-checks';
import { listPublicFiles } from './public-files';
import { findRefusedSvgs } from './public-svgs';
import type { ManifestDrafts, ManifestSource, readManifestFile } from './read-manifest-file';
import { checkRedirects } from './redirect-checks';
import { checkContentReferences } from './reference-checks';
import { buildRouteTable, type RoutePage, type RouteTable } from './route-table';
import { findSmallPhotos } from './small-photos';
import { findSymbolicLinks } from './symbolic-links';
import { linkIssue, listJsonFiles, type ManifestValidation, type Problem, parseWithSchema, problemKey } from './validate-manifest';

const SCHEMA_FILES = { site: 'schemas/site.schema.json', page: 'schemas/page.schema.json', collection: 'schemas/collection.schema.json' };

/** What one file's text gives, worked out once per text and kept while the text stays the same. */
type FileWork = {
  /** The schema's problems and the parsed value (undefined when it fails or the file is not valid JSON). */
  schemaProblems: Problem[];
  parsed: unknown;
  /** Every link, asset and icon in the raw data (valid files only: the cross-reference checks skip the others). */
  references: ContentReference[];
  /** Where this file is as a link target (pages with a path only, valid or not, as buildRouteTable has it). */
  route: RoutePage | undefined;
  /** The page addresses its links depend on: a change to one of these pages (its path, its anchors) checks its links again. */
  linkPaths: Set<string>;
  /** The shared lists its sections' `from` name. */
  collectionNames: Set<string>;
  /** The checks of this file alone (valid files only): its `$schema`, and a page's duplicate ids and contact forms. */
  schemaReference: Problem[];
  duplicateIds: Problem[];
  contactForms: Problem[];
  /** The lines of its problems and warnings by JSON path: the locator is not kept (a parse tree per file). */
  lines: Map<string, number | undefined>;
  /** Cached against the route table and the public files they were made with. */
  linkProblems?: { problems: Problem[]; routes: number; publicFiles: number };
  collectionProblems?: { problems: Problem[]; collections: number };
  images?: { oversized: Problem[]; smallPhotos: Problem[]; sizer: number };
  /** The stand-in findOrphanPages reads: its path, status and links, nothing else. */
  orphanStandIn: ManifestSource;
};

/**
 * The validator of `npm run validate` (validate-manifest.ts) kept in memory for the editor (issue 31
 * item 7): each call gives the same issues and warnings, in the same order, as `validateManifest(rootDir,
 * drafts)` would, but works out again only what the changed files touch. A file's parse, schema check,
 * references and own checks are kept by its text; its link checks are done again only when a page its
 * links name changed (path or anchors), when it had a broken link and the set of pages changed (the
 * "did you mean" names them), or when the redirects, the ":param" pages or public/ changed; its
 * collection checks only when a list it names changed. The checks across files that are cheap
 * (duplicate paths, the not-found page, redirects, pages nothing links to) run on every call over the
 * kept per-file results. Files on disk are read again when their size, time or inode changes.
 */
export class IncrementalValidator {
  private readonly files: ContentFileCache;
  private readonly work = new WeakMap<ManifestSource, FileWork>();
  private readonly linkPlan = new LinkRecheckPlan();
  private publicFilesGeneration = 0;
  private publicFilesSignature = '';
  private sizer: { sizeOf: (src: string) => ImageSize | undefined; generation: number } = { sizeOf: () => undefined, generation: -1 };
  private collectionsGeneration = 0;
  private collectionSources = new Map<string, ManifestSource>();
  private collections = new Map<string, CollectionEntry[]>();
  private svgs: { key: string; warnings: ManifestIssue[] } | undefined;
  private readonly standIns = new Map<string, { key: string; standIn: ManifestSource }>();
  private orphans: { inputs: (ManifestSource | undefined)[]; found: Problem[] } = { inputs: [], found: [] };
  /** How many files' link checks the last call did again (for the bench and the tests). */
  lastRechecked = 0;

  constructor(private readonly rootDir: string) {
    this.files = new ContentFileCache(rootDir);
  }

  /** Stops watching the content folders. */
  close(): void {
    this.files.close();
  }

  async validate(drafts?: ManifestDrafts): Promise<ManifestValidation> {
    const rootDir = this.rootDir;
    await this.files.watchFolders();
    const links = await findSymbolicLinks(rootDir);
    const behindLink = (file: string) => links.some((link) => file === link.file || file.startsWith(`${link.file}/`));
    const newPages = [...(drafts?.keys() ?? [])].filter((file) => path.posix.dirname(file) === PAGES_DIR && file.endsWith('.json'));
    const pageFiles = [...new Set([...(await listJsonFiles(rootDir, PAGES_DIR)), ...newPages])].filter((file) => !behindLink(file)).sort();
    const collectionFiles = (await listJsonFiles(rootDir, COLLECTIONS_DIR)).filter((file) => !behindLink(file));
    const notRead: Awaited<ReturnType<typeof readManifestFile>> = {};
    const reads = await Promise.all([SITE_FILE, ...pageFiles, ...collectionFiles].map((file) => (behindLink(file) ? notRead : this.files.read(file, drafts))));
    const issues: ManifestIssue[] = [...links.map(linkIssue), ...reads.flatMap((read) => (read.issue ? [read.issue] : []))];
    if (pageFiles.length === 0)
      issues.push({ file: PAGES_DIR, line: undefined, path: '', message: 'no page files found; each page is a .json file in this folder' });
    const [siteSource, ...otherSources] = reads.map((read) => read.source);
    const readablePages = otherSources.slice(0, pageFiles.length).filter((source) => source !== undefined);
    const readableCollections = otherSources.slice(pageFiles.length).filter((source) => source !== undefined);

    const publicFiles = await listPublicFiles(rootDir);
    // From here to the SVG check nothing waits: a call's route table, lists and caches are not mixed with another's.
    const siteWork = siteSource ? this.workOf(siteSource) : undefined;
    const site = siteWork?.parsed as Site | undefined;
    const pages: ManifestValidation['pages'] = [];
    for (const source of readablePages) {
      const parsed = this.workOf(source).parsed as Page | undefined;
      if (parsed !== undefined) pages.push({ id: path.posix.basename(source.file, '.json'), file: source.file, page: parsed });
    }
    const collections = this.collectionsOf(readableCollections);

    const publicSignature = [...publicFiles].sort().join('\n');
    if (publicSignature !== this.publicFilesSignature) {
      this.publicFilesSignature = publicSignature;
      this.publicFilesGeneration += 1;
      // A new or removed image may be a changed one: its size is read again.
      this.sizer = { sizeOf: createImageSizer(path.join(rootDir, 'public')), generation: this.publicFilesGeneration };
    }
    const routes = this.linkPlan.routeTable(
      siteSource?.data,
      readablePages.map((page) => this.workOf(page).route),
    );

    // The cross-file checks, in validateManifest's order (issues on the same line keep it).
    const validSite = siteSource?.valid ? siteSource : undefined;
    const validPages = readablePages.filter((page) => page.valid);
    const validCollections = readableCollections.filter((collection) => collection.valid);
    const crossReferences: Problem[] = [];
    this.lastRechecked = 0;
    for (const source of validSite ? [validSite, ...validPages] : validPages) {
      crossReferences.push(...this.linkProblems(source, routes, publicFiles, source === validSite));
      crossReferences.push(...this.workOf(source).schemaReference);
    }
    for (const source of validCollections) {
      crossReferences.push(...this.linkProblems(source, routes, publicFiles, false));
      crossReferences.push(...this.workOf(source).schemaReference);
    }
    if (validSite) for (const problem of checkRedirects(validSite.data, routes)) crossReferences.push({ file: validSite.file, ...problem });
    crossReferences.push(...checkDuplicatePaths(validPages));
    crossReferences.push(...validPages.flatMap((page) => this.workOf(page).duplicateIds), ...validPages.flatMap((page) => this.workOf(page).contactForms));
    const unreadable = new Set(readablePages.filter((page) => !page.valid).map((page) => page.file));
    crossReferences.push(...checkNotFoundPage(readablePages).filter((problem) => !unreadable.has(problem.file)));
    crossReferences.push(...validPages.flatMap((page) => this.collectionProblems(page, collections)));

    const schemaProblems = [siteSource, ...readablePages, ...readableCollections].flatMap((source) =>
      source?.valid ? this.workOf(source).schemaProblems : [],
    );
    const suggestionKeys = new Set(crossReferences.filter((problem) => problem.message.includes('; did you mean ')).map(problemKey));
    const keptSchemaProblems = schemaProblems.filter((problem) => !suggestionKeys.has(problemKey(problem)));
    const schemaProblemKeys = new Set(keptSchemaProblems.map(problemKey));
    const crossReferenceProblems = crossReferences.filter((problem) => !schemaProblemKeys.has(problemKey(problem)));

    const images = [siteSource, ...readablePages, ...readableCollections].map((source) => (source === undefined ? undefined : this.imagesOf(source)));
    const oversizedImages = images.flatMap((found) => found?.oversized ?? []);
    const sources = new Map<string, ManifestSource>();
    for (const source of [siteSource, ...readablePages, ...readableCollections]) if (source) sources.set(source.file, source);
    issues.push(...this.locate([...keptSchemaProblems, ...crossReferenceProblems, ...oversizedImages], sources));
    const fileOrder = [SITE_FILE, ...pageFiles, PAGES_DIR, ...collectionFiles];
    const orphans = this.orphansOf(
      siteSource ? this.workOf(siteSource).orphanStandIn : undefined,
      readablePages.map((page) => this.workOf(page).orphanStandIn),
      readableCollections.map((collection) => this.workOf(collection).orphanStandIn),
    );
    const smallPhotos = [...readablePages, ...readableCollections].flatMap((source) => this.imagesOf(source).smallPhotos);
    if (siteSource) sources.delete(siteSource.file);
    const warnings = this.locate([...orphans, ...smallPhotos], sources);
    const refusedSvgs = await this.refusedSvgs(publicFiles);
    return { site, pages, collections, issues: sortIssues(issues, fileOrder), warnings: [...sortIssues(warnings, fileOrder), ...refusedSvgs] };
  }

  /** findRefusedSvgs, kept while no SVG of public/ changed (their reads and checks took 100 ms and more a call). */
  private async refusedSvgs(publicFiles: ReadonlySet<string>): Promise<ManifestIssue[]> {
    const svgs = [...publicFiles].filter((file) => file.toLowerCase().endsWith('.svg')).sort();
    const versions = await Promise.all(
      svgs.map((src) =>
        stat(path.join(this.rootDir, 'public', src)).then(
          (stats) => `${src}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`,
          () => `${src}:none`,
        ),
      ),
    );
    const key = versions.join('\n');
    if (this.svgs?.key !== key) this.svgs = { key, warnings: await findRefusedSvgs(this.rootDir, publicFiles) };
    return this.svgs.warnings;
  }

  private workOf(source: ManifestSource): FileWork {
    const kept = this.work.get(source);
    if (kept) return kept;
    const kind = kindOf(source.file);
    const schemaProblems: Problem[] = [];
    const schema = kind === 'site' ? siteSchema : kind === 'page' ? pageSchema : collectionSchema;
    const parsed = source.valid ? parseWithSchema(schema, source, schemaProblems) : undefined;
    const references = source.valid ? collectContentReferences(source.data) : [];
    const route = kind === 'page' ? buildRouteTable([source], undefined).pages[0] : undefined;
    const linkPaths = new Set(
      references.flatMap((reference) => (reference.kind === 'link' && isInternalHref(reference.value) ? [splitInternalHref(reference.value).path] : [])),
    );
    const collectionNames = new Set<string>();
    const data = source.data as { sections?: unknown } | null;
    if (kind === 'page' && Array.isArray(data?.sections)) {
      for (const section of data.sections as { from?: { collection?: unknown } }[]) {
        if (typeof section?.from?.collection === 'string') collectionNames.add(section.from.collection);
      }
    }
    const valid = source.valid;
    const schemaReference = valid ? checkSchemaReference(source, path.posix.relative(path.posix.dirname(source.file), SCHEMA_FILES[kind])) : [];
    // The same stand-in object while what findOrphanPages reads of the file stays the same (a heading's edit): the orphans are kept.
    const standInData = orphanStandIn(source.data);
    const standInKey = `${source.valid}\u0000${JSON.stringify(standInData)}`;
    const previous = this.standIns.get(source.file);
    const standIn = previous?.key === standInKey ? previous.standIn : { file: source.file, text: '', data: standInData, valid: source.valid };
    this.standIns.set(source.file, { key: standInKey, standIn });
    const work: FileWork = {
      schemaProblems,
      parsed,
      references,
      route,
      linkPaths,
      collectionNames,
      schemaReference,
      duplicateIds: valid && kind === 'page' ? checkDuplicateIds(source) : [],
      contactForms: valid && kind === 'page' ? checkContactForms(source) : [],
      lines: new Map(),
      orphanStandIn: standIn,
    };
    this.work.set(source, work);
    return work;
  }

  private linkProblems(source: ManifestSource, routes: RouteTable, publicFiles: ReadonlySet<string>, isSite: boolean): Problem[] {
    const work = this.workOf(source);
    const kept = work.linkProblems;
    const stale =
      kept === undefined ||
      // The site's links are its menus and footer, and its redirects' targets: one file, checked each time.
      isSite ||
      kept.publicFiles !== this.publicFilesGeneration ||
      this.linkPlan.isStale(kept, work.linkPaths);
    if (!stale) return kept.problems;
    this.lastRechecked += 1;
    const problems = checkContentReferences(source.data, { routes, publicFiles }).map((problem) => ({ file: source.file, ...problem }));
    work.linkProblems = { problems, routes: this.linkPlan.generation, publicFiles: this.publicFilesGeneration };
    return problems;
  }

  /** findOrphanPages over the stand-ins, kept while every one of them is the same object. */
  private orphansOf(site: ManifestSource | undefined, pages: ManifestSource[], collections: ManifestSource[]): Problem[] {
    const inputs = [site, ...pages, undefined, ...collections];
    const kept = this.orphans;
    if (kept.inputs.length === inputs.length && inputs.every((input, index) => kept.inputs[index] === input)) return kept.found;
    this.orphans = { inputs, found: findOrphanPages(site, pages, collections) };
    return this.orphans.found;
  }

  /** The shared lists as validateManifest reads them, the same Map as before while none of them changed. */
  private collectionsOf(sources: readonly ManifestSource[]): Map<string, CollectionEntry[]> {
    const next = new Map<string, ManifestSource>(sources.map((source) => [source.file, source]));
    const same = next.size === this.collectionSources.size && [...next].every(([file, source]) => this.collectionSources.get(file) === source);
    if (same) return this.collections;
    const collections = new Map<string, CollectionEntry[]>();
    for (const source of sources) {
      const parsed = this.workOf(source).parsed as { entries: CollectionEntry[] } | undefined;
      if (parsed !== undefined) collections.set(path.posix.basename(source.file, '.json'), parsed.entries);
    }
    this.collectionSources = next;
    this.collections = collections;
    this.collectionsGeneration += 1;
    return collections;
  }

  private collectionProblems(page: ManifestSource, collections: Map<string, CollectionEntry[]>): Problem[] {
    const work = this.workOf(page);
    if (work.collectionNames.size === 0) return [];
    if (work.collectionProblems?.collections !== this.collectionsGeneration) {
      work.collectionProblems = { problems: checkCollectionReferences([page], collections), collections: this.collectionsGeneration };
    }
    return work.collectionProblems.problems;
  }

  private imagesOf(source: ManifestSource): { oversized: Problem[]; smallPhotos: Problem[] } {
    const work = this.workOf(source);
    const kind = kindOf(source.file);
    if (work.images?.sizer !== this.sizer.generation) {
      const { sizeOf } = this.sizer;
      work.images = {
        oversized: findOversizedImages([source], sizeOf, maxImagePixels()),
        smallPhotos: kind === 'site' ? [] : kind === 'page' ? findSmallPhotos([source], [], sizeOf) : findSmallPhotos([], [source], sizeOf),
        sizer: this.sizer.generation,
      };
    }
    return work.images;
  }

  private locate(problems: readonly Problem[], sources: ReadonlyMap<string, ManifestSource>): ManifestIssue[] {
    const locators = new Map<string, ReturnType<typeof createLineLocator>>();
    return problems.map(({ file, path: jsonPath, message }) => {
      const source = sources.get(file);
      const formatted = formatJsonPath(jsonPath);
      if (source === undefined) return { file, line: undefined, path: formatted, message };
      const lines = this.workOf(source).lines;
      if (!lines.has(formatted)) {
        let locator = locators.get(file);
        if (locator === undefined) {
          locator = createLineLocator(source.text);
          locators.set(file, locator);
        }
        lines.set(formatted, locator(jsonPath));
      }
      return { file, line: lines.get(formatted), path: formatted, message };
    });
  }
}

function kindOf(file: string): 'site' | 'page' | 'collection' {
  return file === SITE_FILE ? 'site' : path.posix.dirname(file) === PAGES_DIR ? 'page' : 'collection';
}

/** What findOrphanPages reads of a file: its path, its status and its links (at keys other than `redirects`), nothing else. */
function orphanStandIn(data: unknown): unknown {
  const record = (data ?? {}) as { path?: unknown; status?: unknown };
  const links = collectContentReferences(data).flatMap((reference) =>
    reference.kind === 'link' && reference.value.startsWith('/') && reference.path[0] !== 'redirects' ? [{ href: reference.value }] : [],
  );
  return { path: record.path, status: record.status, links };
}
