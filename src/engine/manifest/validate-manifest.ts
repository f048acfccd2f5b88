import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { pageSchema, type Page } from '../../../schemas/page';
import { siteSchema, type Site } from '../../../schemas/site';
import { createLineLocator } from './json-locations';
import { formatJsonPath, type JsonPath } from './json-path';
import type { ManifestIssue } from './manifest-issue';
import { checkDuplicateIds, checkDuplicatePaths, checkNotFoundPage, checkSchemaReference, PAGES_DIR } from './page-checks';
import { listPublicFiles } from './public-files';
import { readManifestFile, type ManifestSource } from './read-manifest-file';
import { checkRedirects } from './redirect-checks';
import { checkContentReferences } from './reference-checks';
import { buildRouteTable } from './route-table';
import { describeSchemaProblems } from './zod-issue-message';

export type LoadedPage = {
  /** The file name without ".json". */
  id: string;
  /** Relative to the project root, forward slashes: "content/pages/about.json". */
  file: string;
  /** Parsed by the page schema: defaults applied. */
  page: Page;
};

export type ManifestValidation = { site: Site | undefined; pages: LoadedPage[]; issues: ManifestIssue[] };

export const SITE_FILE = 'content/site.json';
const SCHEMA_FILES = { site: 'schemas/site.schema.json', page: 'schemas/page.schema.json' };

type Located = { file: string; path: JsonPath; message: string };

/**
 * Reads content/site.json and content/pages/*.json under rootDir and reports every problem in one
 * pass: JSON syntax, the schemas, and the references between files (links, anchors, assets, icons,
 * paths, redirects, the not-found page). Pages that fail their schema are left out of `pages`; the
 * cross-reference checks still read their raw data.
 */
export async function validateManifest(rootDir: string): Promise<ManifestValidation> {
  const issues: ManifestIssue[] = [];
  const located: Located[] = [];

  const siteRead = await readManifestFile(rootDir, SITE_FILE);
  if (siteRead.issue) issues.push(siteRead.issue);
  const pageFiles = await listPageFiles(rootDir);
  if (pageFiles.length === 0) issues.push({ file: PAGES_DIR, line: undefined, path: '', message: 'no page files found; each page is a .json file in this folder' });
  const pageReads = await Promise.all(pageFiles.map((file) => readManifestFile(rootDir, file)));
  for (const read of pageReads) if (read.issue) issues.push(read.issue);

  const siteSource = siteRead.source?.valid ? siteRead.source : undefined;
  const pageSources = pageReads.flatMap((read) => (read.source?.valid ? [read.source] : []));
  const readablePages = pageReads.flatMap((read) => (read.source ? [read.source] : []));

  const site = siteSource ? parseWithSchema(siteSchema, siteSource, located) : undefined;
  const pages: LoadedPage[] = [];
  for (const source of pageSources) {
    const page = parseWithSchema(pageSchema, source, located);
    if (page !== undefined) pages.push({ id: path.posix.basename(source.file, '.json'), file: source.file, page });
  }

  const schemaProblemKeys = new Set(located.map(problemKey));
  const crossReferences: Located[] = [];
  const routes = buildRouteTable(readablePages, siteRead.source?.data);
  const context = { routes, publicFiles: await listPublicFiles(rootDir) };
  for (const source of [...(siteSource ? [siteSource] : []), ...pageSources]) {
    for (const problem of checkContentReferences(source.data, context)) crossReferences.push({ file: source.file, ...problem });
    const schemaFile = source === siteSource ? SCHEMA_FILES.site : SCHEMA_FILES.page;
    crossReferences.push(...checkSchemaReference(source, path.posix.relative(path.posix.dirname(source.file), schemaFile)));
  }
  if (siteSource) for (const problem of checkRedirects(siteSource.data, routes)) crossReferences.push({ file: siteSource.file, ...problem });
  crossReferences.push(...checkDuplicatePaths(pageSources), ...pageSources.flatMap(checkDuplicateIds));
  crossReferences.push(...checkNotFoundPage(readablePages).filter((problem) => pageSources.some((source) => source.file === problem.file) || problem.file === PAGES_DIR));
  located.push(...crossReferences.filter((problem) => !schemaProblemKeys.has(problemKey(problem))));

  const sources = new Map([siteSource, ...pageSources].flatMap((source) => (source ? [[source.file, source] as const] : [])));
  issues.push(...locate(located, sources));
  const fileOrder = [SITE_FILE, ...pageFiles, PAGES_DIR];
  return { site, pages, issues: sortIssues(issues, fileOrder) };
}

async function listPageFiles(rootDir: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(rootDir, PAGES_DIR));
    return names.filter((name) => name.endsWith('.json')).sort().map((name) => `${PAGES_DIR}/${name}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function parseWithSchema<S extends z.ZodType>(schema: S, source: ManifestSource, located: Located[]): z.output<S> | undefined {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return result.data;
  for (const problem of describeSchemaProblems(result.error.issues, schema, source.data)) located.push({ file: source.file, ...problem });
  return undefined;
}

function problemKey(problem: Located): string {
  return `${problem.file}\u0000${formatJsonPath(problem.path)}`;
}

function locate(problems: readonly Located[], sources: ReadonlyMap<string, ManifestSource>): ManifestIssue[] {
  const locators = new Map<string, ReturnType<typeof createLineLocator>>();
  return problems.map(({ file, path: jsonPath, message }) => {
    const source = sources.get(file);
    let locator = locators.get(file);
    if (source !== undefined && locator === undefined) {
      locator = createLineLocator(source.text);
      locators.set(file, locator);
    }
    return { file, line: locator?.(jsonPath), path: formatJsonPath(jsonPath), message };
  });
}

function sortIssues(issues: readonly ManifestIssue[], fileOrder: readonly string[]): ManifestIssue[] {
  const rank = (file: string) => (fileOrder.includes(file) ? fileOrder.indexOf(file) : fileOrder.length);
  return [...issues].sort((a, b) => rank(a.file) - rank(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
