import type { CollectionEntry, CollectionReference } from '../../../schemas/collection';
import type { Page } from '../../../schemas/page';
import { resolveFrom, type Section } from '../../../schemas/section';
import { isInternalHref, splitInternalHref } from '../links/href-kind';

export type CollectionMap = ReadonlyMap<string, readonly CollectionEntry[]>;

/**
 * The entries a reference picks: its group, minus the entry that links to the page showing the
 * list (so an industry page lists the other five). Returns undefined for an unknown list; the
 * validator reports that before the build gets here.
 */
export function selectEntries(reference: CollectionReference, collections: CollectionMap, pagePath: string): CollectionEntry[] | undefined {
  const entries = collections.get(reference.collection);
  if (entries === undefined) return undefined;
  return entries.filter(
    (entry) =>
      (reference.group === undefined || entry.group === reference.group) &&
      !(reference.exceptCurrentPage && entry.link !== undefined && linksToPage(entry.link.href, pagePath)),
  );
}

function linksToPage(href: string, pagePath: string): boolean {
  return isInternalHref(href) && splitInternalHref(href).path === splitInternalHref(pagePath).path;
}

/** Copies the entries of the section's `from` into its own list, by its type's `resolveFrom` (its definition), and drops the reference. */
function resolveSection(section: Section, collections: CollectionMap, pagePath: string): Section {
  if (!('from' in section) || section.from === undefined) return section;
  return resolveFrom(section, selectEntries(section.from, collections, pagePath) ?? []);
}

/** The page with every shared list copied in, as the browser receives it: renderers never see `from`. */
export function resolveCollections(page: Page, collections: CollectionMap): Page {
  return { ...page, sections: page.sections.map((section) => resolveSection(section, collections, page.path)) };
}
