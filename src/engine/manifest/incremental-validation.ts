import { type FSWatcher, watch } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type CollectionEntry, collectionSchema } from '../../../schemas/collection';
import { type Page, pageSchema } from '../../../schemas/page';
import { type Site, siteSchema } from '../../../schemas/site';
import type { ImageSize } from '../../common/page-data';
import { createImageSizer } from '../build/normalize-page';
import { maxImagePixels } from '../images/pixel-limit';
import { isInternalHref, splitInternalHref } from '../links/href-kind';
import { COLLECTIONS_DIR, checkCollectionReferences } from './collection-checks';
import { type ContentReference, collectContentReferences } from './content-references';
import { createLineLocator } from './json-locations';
import { formatJsonPath } from './json-path';
import type { ManifestIssue } from './manifest-issue';
import { findOrphanPages } from './orphan-pages';
import { findOversizedImages } from './oversized-images';
import { checkContactForms, checkDuplicateIds, checkDuplicatePaths, checkNotFoundPage, checkSchemaReference, PAGES_DIR } from './page-checks';
import { listPublicFiles } from './public-files';
import { findRefusedSvgs } from './public-svgs';
import { type ManifestDrafts, type ManifestSource, readManifestFile } from './read-manifest-file';
import { checkRedirects } from './redirect-checks';
import { checkContentReferences } from './reference-checks';
import { buildRouteTable, type RoutePage, type RouteTable } from './route-table';
import { findSmallPhotos } from './small-photos';
import { findSymbolicLinks } from './symbolic-links';
import { linkIssue, listJsonFiles, type ManifestValidation, type Problem, parseWithSchema, problemKey } from './validate-manifest';

const SITE_FILE = 'content/site.json';
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

type DiskRead = { key: string; text: string | undefined; read: Awaited<ReturnType<typeof readManifestFile>> };

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
  private readonly disk = new Map<string, DiskRead>();
  private readonly work = new WeakMap<ManifestSource, FileWork>();
  /** Bumped when the route table changes in a way every file's links depend on. */
  private routesGeneration = 0;
  private routeSignatures = new Map<string, string>();
  private globalRouteSignature = '';
  private publicFilesGeneration = 0;
  private publicFilesSignature = '';
  private sizer: { sizeOf: (src: string) => ImageSize | undefined; generation: number } = { sizeOf: () => undefined, generation: -1 };
  private collectionsGeneration = 0;
  private collectionSources = new Map<string, ManifestSource>();
  private collections = new Map<string, CollectionEntry[]>();
  /** Watchers of content/, its pages and its lists: a file named by an event is read again (stat, then its text if that changed). */
  private watchers: FSWatcher[] = [];
  private watching = false;
  private watchedFolders = '';
  private readonly dirty = new Set<string>();
  private svgs: { key: string; warnings: ManifestIssue[] } | undefined;
  private readonly routeSignatureOf = new WeakMap<RoutePage, string>();
  private readonly standIns = new Map<string, { key: string; standIn: ManifestSource }>();
  private orphans: { inputs: (ManifestSource | undefined)[]; found: Problem[] } = { inputs: [], found: [] };
  /** How many files' link checks the last call did again (for the bench and the tests). */
  lastRechecked = 0;

  constructor(private readonly rootDir: string) {}

  async validate(drafts?: ManifestDrafts): Promise<ManifestValidation> {
    const rootDir = this.rootDir;
    await this.watchFolders();
    const links = await findSymbolicLinks(rootDir);
    const behindLink = (file: string) => links.some((link) => file === link.file || file.startsWith(`${link.file}/`));
    const newPages = [...(drafts?.keys() ?? [])].filter((file) => path.posix.dirname(file) === PAGES_DIR && file.endsWith('.json'));
    const pageFiles = [...new Set([...(await listJsonFiles(rootDir, PAGES_DIR)), ...newPages])].filter((file) => !behindLink(file)).sort();
    const collectionFiles = (await listJsonFiles(rootDir, COLLECTIONS_DIR)).filter((file) => !behindLink(file));
    const notRead: Awaited<ReturnType<typeof readManifestFile>> = {};
    const reads = await Promise.all([SITE_FILE, ...pageFiles, ...collectionFiles].map((file) => (behindLink(file) ? notRead : this.read(file, drafts))));
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
    const routes = this.routeTable(readablePages, siteSource);

    // The cross-file checks, in validateManifest's order (issues on the same line keep it).
    const validSite = siteSource?.valid ? siteSource : undefined;
    const validPages = readablePages.filter((page) => page.valid);
    const validCollections = readableCollections.filter((collection) => collection.valid);
    const crossReferences: Problem[] = [];
    this.lastRechecked = 0;
    for (const source of validSite ? [validSite, ...validPages] : validPages) {
      crossReferences.push(...this.linkProblems(source, routes.table, routes.changed, publicFiles, source === validSite));
      crossReferences.push(...this.workOf(source).schemaReference);
    }
    for (const source of validCollections) {
      crossReferences.push(...this.linkProblems(source, routes.table, routes.changed, publicFiles, false));
      crossReferences.push(...this.workOf(source).schemaReference);
    }
    if (validSite) for (const problem of checkRedirects(validSite.data, routes.table)) crossReferences.push({ file: validSite.file, ...problem });
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

  /**
   * Watches the content folders (inotify on Linux: three watches, not one per file). Without a watcher
   * (a folder missing, the system's limit reached, an error) every file is stat'ed at each call, as
   * before. The folders' own inodes are compared at each call: a folder replaced is watched again.
   */
  private async watchFolders(): Promise<void> {
    const folders = [path.posix.dirname(SITE_FILE), PAGES_DIR, COLLECTIONS_DIR];
    const inodes = await Promise.all(
      folders.map((folder) =>
        stat(path.join(this.rootDir, folder)).then(
          (stats) => stats.ino,
          () => 'none',
        ),
      ),
    );
    const key = inodes.join(':');
    if (key === this.watchedFolders) return;
    this.close();
    this.disk.clear();
    this.watchedFolders = key;
    try {
      for (const folder of folders) {
        const watcher = watch(path.join(this.rootDir, folder), { persistent: false }, (_event, name) => {
          if (name) this.dirty.add(`${folder}/${name}`);
          else this.watching = false;
        });
        watcher.on('error', () => {
          this.watching = false;
        });
        this.watchers.push(watcher);
      }
      this.watching = true;
    } catch {
      this.watching = false;
    }
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

  /** Stops watching the content folders. */
  close(): void {
    for (const watcher of this.watchers) watcher.close();
    this.watchers = [];
    this.watching = false;
  }

  /** A file's text: its draft, or the disk's, read again only when its size, time or inode changed. */
  private async read(file: string, drafts: ManifestDrafts | undefined): Promise<Awaited<ReturnType<typeof readManifestFile>>> {
    const kept = this.disk.get(file);
    const draft = drafts?.get(file);
    let text: string | undefined = draft;
    let key = 'draft';
    if (draft === undefined) {
      // Unchanged since it was read, by the folder's watcher: no stat (4,000 of them took 100 to 200 ms).
      if (this.watching && kept !== undefined && kept.key !== 'draft' && !this.dirty.has(file)) return kept.read;
      this.dirty.delete(file);
      try {
        const stats = await stat(path.join(this.rootDir, file));
        key = `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
        text = kept?.key === key ? kept.text : await readFile(path.join(this.rootDir, file), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        key = 'missing';
        text = undefined;
      }
    }
    if (kept !== undefined && kept.text === text && (text !== undefined || kept.key === key)) {
      if (draft === undefined) kept.key = key;
      return kept.read;
    }
    const read = await readManifestFile(this.rootDir, file, text === undefined ? new Map() : new Map([[file, text]]));
    // A draft's read is kept too: typing in one file reads only that file again.
    this.disk.set(file, { key, text, read });
    return read;
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

  /**
   * The route table as buildRouteTable makes it, from each page's kept entry, and the addresses whose
   * page changed since the last call (added, removed, other anchors). A change to the redirects or to a
   * ":param" page, which any link may depend on, starts a new generation: every file's links are checked again.
   */
  private routeTable(pages: readonly ManifestSource[], site: ManifestSource | undefined): { table: RouteTable; changed: Set<string> } {
    const table = buildRouteTable([], site?.data);
    for (const page of pages) {
      const route = this.workOf(page).route;
      if (route) table.pages.push(route);
    }
    const signatures = new Map<string, string>();
    for (const route of table.pages) {
      if (signatures.has(route.path)) continue;
      let signature = this.routeSignatureOf.get(route);
      if (signature === undefined) {
        signature = JSON.stringify([...route.anchors]);
        this.routeSignatureOf.set(route, signature);
      }
      signatures.set(route.path, signature);
    }
    const patterns = table.pages.filter((route) => route.path.includes(':')).map((route) => [route.path, [...route.anchors]]);
    const globalSignature = JSON.stringify([patterns, [...table.redirects]]);
    const changed = new Set<string>();
    for (const [address, signature] of signatures) if (this.routeSignatures.get(address) !== signature) changed.add(address);
    for (const address of this.routeSignatures.keys()) if (!signatures.has(address)) changed.add(address);
    if (globalSignature !== this.globalRouteSignature) this.routesGeneration += 1;
    this.globalRouteSignature = globalSignature;
    this.routeSignatures = signatures;
    return { table, changed };
  }

  private linkProblems(source: ManifestSource, routes: RouteTable, changed: ReadonlySet<string>, publicFiles: ReadonlySet<string>, isSite: boolean): Problem[] {
    const work = this.workOf(source);
    const kept = work.linkProblems;
    const stale =
      kept === undefined ||
      // The site's links are its menus and footer, and its redirects' targets: one file, checked each time.
      isSite ||
      kept.routes !== this.routesGeneration ||
      kept.publicFiles !== this.publicFilesGeneration ||
      (changed.size > 0 &&
        (kept.problems.length > 0 || [...work.linkPaths].some((address) => changed.has(address) || changed.has(redirectTarget(routes, address)))));
    if (!stale) return kept.problems;
    this.lastRechecked += 1;
    const problems = checkContentReferences(source.data, { routes, publicFiles }).map((problem) => ({ file: source.file, ...problem }));
    work.linkProblems = { problems, routes: this.routesGeneration, publicFiles: this.publicFilesGeneration };
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

/** Where a redirect from `address` leads (its page's address), or '' when none does. */
function redirectTarget(routes: RouteTable, address: string): string {
  const target = routes.redirects.get(address);
  return target !== undefined && isInternalHref(target) ? splitInternalHref(target).path : '';
}

/** What findOrphanPages reads of a file: its path, its status and its links (at keys other than `redirects`), nothing else. */
function orphanStandIn(data: unknown): unknown {
  const record = (data ?? {}) as { path?: unknown; status?: unknown };
  const links = collectContentReferences(data).flatMap((reference) =>
    reference.kind === 'link' && reference.value.startsWith('/') && reference.path[0] !== 'redirects' ? [{ href: reference.value }] : [],
  );
  return { path: record.path, status: record.status, links };
}

/** validateManifest's order (by file, then line; stable), with the files' ranks in a map rather than a search per issue. */
function sortIssues(issues: readonly ManifestIssue[], fileOrder: readonly string[]): ManifestIssue[] {
  const ranks = new Map<string, number>();
  fileOrder.forEach((file, index) => {
    if (!ranks.has(file)) ranks.set(file, index);
  });
  const rank = (file: string) => ranks.get(file) ?? fileOrder.length;
  return [...issues].sort((a, b) => rank(a.file) - rank(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
