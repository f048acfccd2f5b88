import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { type CollectionEntry, collectionSchema } from '../../../schemas/collection';
import { type Page, pageSchema } from '../../../schemas/page';
import { type Site, siteSchema } from '../../../schemas/site';
import { createImageSizer } from '../build/normalize-page';
import { maxImagePixels } from '../images/pixel-limit';
import { COLLECTIONS_DIR, checkCollectionReferences } from './collection-checks';
import { checkCrossReferences } from './cross-references';
import { createLineLocator, type LineLocator } from './json-locations';
import { formatJsonPath, type JsonPath } from './json-path';
import type { ManifestIssue } from './manifest-issue';
import { findOrphanPages } from './orphan-pages';
import { findOversizedImages } from './oversized-images';
import { PAGES_DIR } from './page-checks';
import { listPublicFiles } from './public-files';
import { findRefusedSvgs } from './public-svgs';
import { type ManifestDrafts, type ManifestSource, readManifestFile } from './read-manifest-file';
import { findSmallPhotos } from './small-photos';
import { describeSymbolicLink, findSymbolicLinks, type SymbolicLink } from './symbolic-links';
import type { SyntaxVerdicts } from './syntax-verdicts';
import { describeSchemaProblems } from './zod-issue-message';

type LoadedPage = {
  /** The file name without ".json". */
  id: string;
  /** Relative to the project root, forward slashes: "content/pages/about.json". */
  file: string;
  /** Parsed by the page schema: defaults applied. */
  page: Page;
};

export type ManifestValidation = {
  site: Site | undefined;
  pages: LoadedPage[];
  /** The shared lists of content/collections/, by file name without ".json". */
  collections: Map<string, CollectionEntry[]>;
  issues: ManifestIssue[];
  /** What does not block a build but a maintainer should see: pages nothing links to, small photos, SVGs in public/ the editor would refuse. */
  warnings: ManifestIssue[];
};

const SITE_FILE = 'content/site.json';

/** A problem found in a file, at a JSON path (its line found later). */
export type Problem = { file: string; path: JsonPath; message: string };

/**
 * Reads content/site.json and content/pages/*.json under rootDir and reports every problem in one
 * pass: JSON syntax, the schemas, and the references between files (links, anchors, assets, icons,
 * paths, redirects, the not-found page). Pages that fail their schema are left out of `pages`; the
 * cross-reference checks still read their raw data. `drafts` (the editor's unsaved files, by path
 * relative to rootDir) are checked in place of the files on disk, the same way. With `verdicts` (the
 * build's), texts found strict JSON before are read by JSON.parse alone (syntax-verdicts.ts); with
 * `warnings: false` (the build, which shows none) the warnings are not looked for and come back empty.
 */
export async function validateManifest(
  rootDir: string,
  drafts?: ManifestDrafts,
  { verdicts, warnings: findWarnings = true }: { verdicts?: SyntaxVerdicts; warnings?: boolean } = {},
): Promise<ManifestValidation> {
  // Every link in content/ or public/ is a problem, and nothing is read through one (decision 027).
  const links = await findSymbolicLinks(rootDir);
  const behindLink = (file: string) => links.some((link) => file === link.file || file.startsWith(`${link.file}/`));
  // A draft of a page not yet on disk (the editor's new page) is checked as one of the pages.
  const newPages = [...(drafts?.keys() ?? [])].filter((file) => path.posix.dirname(file) === PAGES_DIR && file.endsWith('.json'));
  const pageFiles = [...new Set([...(await listJsonFiles(rootDir, PAGES_DIR)), ...newPages])].filter((file) => !behindLink(file)).sort();
  const collectionFiles = (await listJsonFiles(rootDir, COLLECTIONS_DIR)).filter((file) => !behindLink(file));
  const notRead: Awaited<ReturnType<typeof readManifestFile>> = {};
  const reads = await Promise.all(
    [SITE_FILE, ...pageFiles, ...collectionFiles].map((file) => (behindLink(file) ? notRead : readManifestFile(rootDir, file, drafts, verdicts))),
  );
  const issues = [...links.map(linkIssue), ...reads.flatMap((read) => (read.issue ? [read.issue] : []))];
  if (pageFiles.length === 0)
    issues.push({ file: PAGES_DIR, line: undefined, path: '', message: 'no page files found; each page is a .json file in this folder' });
  const [siteSource, ...otherSources] = reads.map((read) => read.source);
  const readablePages = otherSources.slice(0, pageFiles.length).filter((source) => source !== undefined);
  const readableCollections = otherSources.slice(pageFiles.length).filter((source) => source !== undefined);

  const schemaProblems: Problem[] = [];
  const site = siteSource?.valid ? parseWithSchema(siteSchema, siteSource, schemaProblems) : undefined;
  const pages: LoadedPage[] = [];
  for (const source of readablePages.filter((page) => page.valid)) {
    const page = parseWithSchema(pageSchema, source, schemaProblems);
    if (page !== undefined) pages.push({ id: path.posix.basename(source.file, '.json'), file: source.file, page });
  }
  const collections = new Map<string, CollectionEntry[]>();
  for (const source of readableCollections.filter((collection) => collection.valid)) {
    const collection = parseWithSchema(collectionSchema, source, schemaProblems);
    if (collection !== undefined) collections.set(path.posix.basename(source.file, '.json'), collection.entries);
  }

  // Where the schema already objects, a cross-reference message about the same value would only repeat
  // it, unless it can name what was meant ("Factory" breaks the icon pattern, and the icon registry knows
  // "factory"): then it replaces the schema's message.
  const publicFiles = await listPublicFiles(rootDir);
  const allCrossReferenceProblems = [
    ...checkCrossReferences(siteSource, readablePages, publicFiles, readableCollections),
    ...checkCollectionReferences(
      readablePages.filter((page) => page.valid),
      collections,
    ),
  ];
  const suggestionKeys = new Set(allCrossReferenceProblems.filter((problem) => problem.message.includes('; did you mean ')).map(problemKey));
  const keptSchemaProblems = schemaProblems.filter((problem) => !suggestionKeys.has(problemKey(problem)));
  const schemaProblemKeys = new Set(keptSchemaProblems.map(problemKey));
  const crossReferenceProblems = allCrossReferenceProblems.filter((problem) => !schemaProblemKeys.has(problemKey(problem)));

  const sizeOf = createImageSizer(path.join(rootDir, 'public'));
  const oversizedImages = findOversizedImages([siteSource, ...readablePages, ...readableCollections], sizeOf, maxImagePixels());
  issues.push(...locate([...keptSchemaProblems, ...crossReferenceProblems, ...oversizedImages], [siteSource, ...readablePages, ...readableCollections]));
  const fileOrder = [SITE_FILE, ...pageFiles, PAGES_DIR, ...collectionFiles];
  if (!findWarnings) return { site, pages, collections, issues: sortIssues(issues, fileOrder), warnings: [] };
  const warnings = locate(
    [...findOrphanPages(siteSource, readablePages, readableCollections), ...findSmallPhotos(readablePages, readableCollections, sizeOf)],
    [...readablePages, ...readableCollections],
  );
  // SVGs in public/ the editor would refuse (decision 028): warnings, after the content's, by file.
  const refusedSvgs = await findRefusedSvgs(rootDir, publicFiles);
  return { site, pages, collections, issues: sortIssues(issues, fileOrder), warnings: [...sortIssues(warnings, fileOrder), ...refusedSvgs] };
}

export function linkIssue(link: SymbolicLink): ManifestIssue {
  // The message names the link itself first ("public/img/x.png: is a symbolic link…"): the issue's file says that already.
  return { file: link.file, line: undefined, path: '', message: describeSymbolicLink(link).slice(`${link.file}: `.length) };
}

export async function listJsonFiles(rootDir: string, folder: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(rootDir, folder));
    return names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => `${folder}/${name}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function parseWithSchema<S extends z.ZodType>(schema: S, source: ManifestSource, problems: Problem[]): z.output<S> | undefined {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return result.data;
  for (const problem of describeSchemaProblems(result.error.issues, schema, source.data)) problems.push({ file: source.file, ...problem });
  return undefined;
}

export function problemKey(problem: Problem): string {
  return `${problem.file}\u0000${formatJsonPath(problem.path)}`;
}

/**
 * Each problem with its line. A file's locator (a parse tree of its text) is made only for a file that
 * has a problem, once: making one for every file took 1.5 s of a build at 4,000 pages, for none.
 */
function locate(problems: readonly Problem[], sources: readonly (ManifestSource | undefined)[]): ManifestIssue[] {
  const texts = new Map<string, string>();
  for (const source of sources) if (source) texts.set(source.file, source.text);
  const locators = new Map<string, LineLocator>();
  const locatorOf = (file: string) => {
    let locator = locators.get(file);
    const text = texts.get(file);
    if (locator === undefined && text !== undefined) {
      locator = createLineLocator(text);
      locators.set(file, locator);
    }
    return locator;
  };
  return problems.map(({ file, path: jsonPath, message }) => ({ file, line: locatorOf(file)?.(jsonPath), path: formatJsonPath(jsonPath), message }));
}

function sortIssues(issues: readonly ManifestIssue[], fileOrder: readonly string[]): ManifestIssue[] {
  const rank = (file: string) => (fileOrder.includes(file) ? fileOrder.indexOf(file) : fileOrder.length);
  return [...issues].sort((a, b) => rank(a.file) - rank(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
