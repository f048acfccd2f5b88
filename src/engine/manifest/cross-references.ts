import path from 'node:path';
import type { JsonPath } from './json-path';
import { checkContactForms, checkDuplicateIds, checkDuplicatePaths, checkNotFoundPage, checkSchemaReference } from './page-checks';
import type { ManifestSource } from './read-manifest-file';
import { checkRedirects } from './redirect-checks';
import { checkContentReferences } from './reference-checks';
import { buildRouteTable } from './route-table';

export type CrossReferenceProblem = { file: string; path: JsonPath; message: string };

const SCHEMA_FILES = { site: 'schemas/site.schema.json', page: 'schemas/page.schema.json', collection: 'schemas/collection.schema.json' };

/**
 * The checks that look beyond one value: links, anchors, assets, icons, `$schema`, duplicate paths
 * and ids, redirects, the not-found page. They read raw data, so a file that fails its schema is
 * still checked; a file that is not valid JSON only lends its page path to the route table.
 */
export function checkCrossReferences(
  site: ManifestSource | undefined,
  pages: readonly ManifestSource[],
  publicFiles: ReadonlySet<string>,
  collections: readonly ManifestSource[] = [],
): CrossReferenceProblem[] {
  const validSite = site?.valid ? site : undefined;
  const validPages = pages.filter((page) => page.valid);
  const routes = buildRouteTable(pages, site?.data);
  const problems: CrossReferenceProblem[] = [];
  for (const source of validSite ? [validSite, ...validPages] : validPages) {
    for (const problem of checkContentReferences(source.data, { routes, publicFiles })) problems.push({ file: source.file, ...problem });
    const schemaFile = source === validSite ? SCHEMA_FILES.site : SCHEMA_FILES.page;
    problems.push(...checkSchemaReference(source, path.posix.relative(path.posix.dirname(source.file), schemaFile)));
  }
  for (const source of collections.filter((collection) => collection.valid)) {
    for (const problem of checkContentReferences(source.data, { routes, publicFiles })) problems.push({ file: source.file, ...problem });
    problems.push(...checkSchemaReference(source, path.posix.relative(path.posix.dirname(source.file), SCHEMA_FILES.collection)));
  }
  if (validSite) for (const problem of checkRedirects(validSite.data, routes)) problems.push({ file: validSite.file, ...problem });
  problems.push(...checkDuplicatePaths(validPages), ...validPages.flatMap(checkDuplicateIds), ...validPages.flatMap(checkContactForms));
  const unreadable = new Set(pages.filter((page) => !page.valid).map((page) => page.file));
  problems.push(...checkNotFoundPage(pages).filter((problem) => !unreadable.has(problem.file)));
  return problems;
}
