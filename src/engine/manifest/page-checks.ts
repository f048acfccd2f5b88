import { contactNoticeIds } from '../../../schemas/contact-form-post';
import { normalizeRoutePath } from '../links/href-kind';
import { quoteText } from './describe-value';
import { formatJsonPath, type JsonPath } from './json-path';
import { collectAnchorTargets, isRecord } from './page-anchors';
import type { RawManifestFile } from './route-table';

/** A problem found by looking at several pages together, located in one of them. */
export type FileProblem = { file: string; path: JsonPath; message: string };

const NOT_FOUND_PATH = '/404';
export const PAGES_DIR = 'content/pages';

/**
 * No two pages share a path (trailing slashes ignored). Either file may be the copy that kept its
 * original's path, and file names say nothing of which came first, so each of them is reported, naming
 * the others: the maintainer sees the problem in the file they just made, whichever it is.
 */
export function checkDuplicatePaths(pages: readonly RawManifestFile[]): FileProblem[] {
  const filesByPath = new Map<string, string[]>();
  for (const { file, data } of pages) {
    if (!isRecord(data) || typeof data.path !== 'string') continue;
    const path = normalizeRoutePath(data.path);
    filesByPath.set(path, [...(filesByPath.get(path) ?? []), file]);
  }
  return [...filesByPath].flatMap(([path, files]) =>
    files.length < 2
      ? []
      : files.map((file) => ({
          file,
          path: ['path'],
          message: `${quoteText(path)} is also the path of ${files.filter((other) => other !== file).join(' and ')}; every page needs its own path — if you copied one of these files, change the copy's path`,
        })),
  );
}

/** Section ids and item anchors are unique on a page, since "/page#id" must land on one place. */
export function checkDuplicateIds(page: RawManifestFile): FileProblem[] {
  const firstUse = new Map<string, JsonPath>();
  const problems: FileProblem[] = [];
  for (const target of collectAnchorTargets(page.data)) {
    const earlier = firstUse.get(target.id);
    if (earlier === undefined) firstUse.set(target.id, target.path);
    else
      problems.push({
        file: page.file,
        path: target.path,
        message: `the id ${quoteText(target.id)} is already used on this page by ${formatJsonPath(earlier)}`,
      });
  }
  return problems;
}

/** The section types a page may have once at most, with why (the editor's Duplicate says it rather than make a page that fails). */
export const ONCE_PER_PAGE: Readonly<Record<string, string>> = {
  'contact-form': 'a page can have one contact form (their notices after a post without JavaScript would share ids)',
};

/**
 * A contact form shows the outcome of a post without JavaScript in notices with fixed ids
 * (#contact-sent, #contact-failed: the server's redirect names them), so a page has one contact form
 * at most, and no other id on it takes those names.
 */
export function checkContactForms(page: RawManifestFile): FileProblem[] {
  if (!isRecord(page.data) || !Array.isArray(page.data.sections)) return [];
  const formPaths: JsonPath[] = [];
  page.data.sections.forEach((section, index) => {
    if (isRecord(section) && section.type === 'contact-form') formPaths.push(['sections', index, 'type']);
  });
  const [firstForm, ...otherForms] = formPaths;
  if (firstForm === undefined) return [];
  const problems: FileProblem[] = otherForms.map((path) => ({
    file: page.file,
    path,
    message: `a page can have one contact form, and ${formatJsonPath(firstForm.slice(0, 2))} is one already (their notices after a post without JavaScript would share ids)`,
  }));
  const noticeIds = new Set<string>(Object.values(contactNoticeIds));
  for (const target of collectAnchorTargets(page.data)) {
    if (noticeIds.has(target.id)) {
      problems.push({
        file: page.file,
        path: target.path,
        message: `the id ${quoteText(target.id)} is the contact form's notice on this page; choose another id`,
      });
    }
  }
  return problems;
}

/** Exactly one page has "status": 404, and its path is "/404". */
export function checkNotFoundPage(pages: readonly RawManifestFile[]): FileProblem[] {
  const problems: FileProblem[] = [];
  let notFoundFile: string | undefined;
  for (const { file, data } of pages) {
    if (!isRecord(data)) continue;
    const isNotFound = data.status === 404;
    if (isNotFound && notFoundFile !== undefined) {
      problems.push({ file, path: ['status'], message: `only one page can have "status": 404, and ${notFoundFile} already has it` });
    }
    if (isNotFound) notFoundFile ??= file;
    if (isNotFound && typeof data.path === 'string' && normalizeRoutePath(data.path) !== NOT_FOUND_PATH) {
      problems.push({
        file,
        path: ['path'],
        message: `the not-found page ("status": 404) must have the path "${NOT_FOUND_PATH}", found ${quoteText(data.path)}`,
      });
    }
    if (!isNotFound && typeof data.path === 'string' && normalizeRoutePath(data.path) === NOT_FOUND_PATH) {
      problems.push({
        file,
        path: ['status'],
        message: `the page at "${NOT_FOUND_PATH}" is the not-found page: expected "status": 404, found ${data.status === undefined ? 'nothing' : String(data.status)}`,
      });
    }
  }
  if (notFoundFile === undefined && pages.length > 0) {
    problems.push({
      file: PAGES_DIR,
      path: [],
      message: `no page has "status": 404; add the not-found page, e.g. ${PAGES_DIR}/404.json with "path": "${NOT_FOUND_PATH}" and "status": 404`,
    });
  }
  return problems;
}

/** The file's "$schema" names the generated JSON Schema, so that editors check it while typing. */
export function checkSchemaReference(file: RawManifestFile, expected: string): FileProblem[] {
  if (!isRecord(file.data)) return [];
  const found = file.data.$schema;
  if (found === expected) return [];
  const shown = found === undefined ? 'nothing' : typeof found === 'string' ? quoteText(found) : String(found);
  return [
    { file: file.file, path: ['$schema'], message: `expected "$schema": ${JSON.stringify(expected)} (the generated JSON Schema, for editors), found ${shown}` },
  ];
}
