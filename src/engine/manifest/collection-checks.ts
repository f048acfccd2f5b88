import { collectionReferenceSchema } from '../../../schemas/collection';
import { didYouMean } from '../../common/did-you-mean';
import { type CollectionMap, selectEntries } from '../build/resolve-collections';
import { quoteText } from './describe-value';
import type { JsonPath } from './json-path';
import { isRecord } from './page-anchors';
import type { FileProblem } from './page-checks';
import type { RawManifestFile } from './route-table';

export const COLLECTIONS_DIR = 'content/collections';

/**
 * Every `from` reference of every page names a shared list that exists, a group that list has, and
 * picks at least one entry. Read from raw data, so a page with other schema problems is still checked.
 */
export function checkCollectionReferences(pages: readonly RawManifestFile[], collections: CollectionMap): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const { file, data } of pages) {
    if (!isRecord(data) || !Array.isArray(data.sections)) continue;
    const pagePath = typeof data.path === 'string' ? data.path : '/';
    data.sections.forEach((section: unknown, index) => {
      if (!isRecord(section) || section.from === undefined) return;
      const message = referenceProblem(section.from, collections, pagePath);
      if (message !== undefined) problems.push({ file, path: ['sections', index, 'from', ...message.path], message: message.text });
    });
  }
  return problems;
}

function referenceProblem(raw: unknown, collections: CollectionMap, pagePath: string): { path: JsonPath; text: string } | undefined {
  // A reference that fails its schema is reported by the schema check; this one looks further.
  const parsed = collectionReferenceSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const reference = parsed.data;
  const entries = collections.get(reference.collection);
  if (entries === undefined) {
    const names = [...collections.keys()];
    const known =
      names.length > 0 ? `${didYouMean(reference.collection, names) || `; the shared lists are ${names.map((name) => JSON.stringify(name)).join(', ')}`}` : '';
    return {
      path: ['collection'],
      text: `${quoteText(reference.collection)} is not a shared list (no ${COLLECTIONS_DIR}/${reference.collection}.json)${known}`,
    };
  }
  if (reference.group !== undefined && !entries.some((entry) => entry.group === reference.group)) {
    const groups = [...new Set(entries.flatMap((entry) => (entry.group ? [entry.group] : [])))];
    return {
      path: ['group'],
      text: `${quoteText(reference.group)} is not a group of ${COLLECTIONS_DIR}/${reference.collection}.json${didYouMean(reference.group, groups)}`,
    };
  }
  if ((selectEntries(reference, collections, pagePath) ?? []).length === 0) {
    return { path: [], text: `the reference picks no entries of ${COLLECTIONS_DIR}/${reference.collection}.json on this page` };
  }
  return undefined;
}
