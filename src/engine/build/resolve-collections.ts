import type { CollectionEntry, CollectionReference } from '../../../schemas/collection';
import type { Page } from '../../../schemas/page';
import type { Section, SectionOfType } from '../../../schemas/section';
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

const titleOf = (entry: CollectionEntry, reference: CollectionReference) => (reference.shortTitles && entry.shortTitle) || entry.title;

type Card = SectionOfType<'card-grid'>['cards'][number];
type Logo = SectionOfType<'reach-carousel'>['logos'][number];

function toCard(entry: CollectionEntry, reference: CollectionReference): Card {
  const title = titleOf(entry, reference);
  return {
    title,
    ...(entry.image ? { image: entry.image } : entry.icon ? { icon: entry.icon } : {}),
    ...(entry.description !== undefined && { text: entry.description }),
    ...(entry.featuresHeading !== undefined && { featuresHeading: entry.featuresHeading }),
    ...(entry.features !== undefined && { features: entry.features }),
    ...(entry.stats !== undefined && { stats: entry.stats }),
    ...(entry.link !== undefined && { link: entry.link }),
    ...(entry.color !== undefined && { color: entry.color }),
  };
}

function toLogo(entry: CollectionEntry, reference: CollectionReference): Logo {
  const title = titleOf(entry, reference);
  const image = entry.logo ?? entry.image;
  if (image === undefined) throw new Error(`The entry "${entry.title}" has no logo or image to show in a logo list`);
  return { name: title, image: { ...image, alt: image.alt || title }, ...(entry.link !== undefined && { href: entry.link.href }) };
}

/** Copies the entries of every `from` reference into the section's own list, and drops the reference. */
function resolveSection(section: Section, collections: CollectionMap, pagePath: string): Section {
  if (!('from' in section) || section.from === undefined) return section;
  const reference = section.from;
  const entries = selectEntries(reference, collections, pagePath) ?? [];
  const { from: _from, ...rest } = section;
  switch (rest.type) {
    case 'card-grid':
      return { ...rest, cards: [...rest.cards, ...entries.map((entry) => toCard(entry, reference))] };
    case 'link-list':
      return {
        ...rest,
        links: [...rest.links, ...entries.flatMap((entry) => (entry.link ? [{ ...entry.link, label: titleOf(entry, reference) }] : []))],
      };
    case 'reach-carousel':
      return { ...rest, logos: [...rest.logos, ...entries.map((entry) => toLogo(entry, reference))] };
    case 'logo-grid':
      return { ...rest, logos: [...rest.logos, ...entries.map((entry) => toLogo(entry, reference))] };
  }
}

/** The page with every shared list copied in, as the browser receives it: renderers never see `from`. */
export function resolveCollections(page: Page, collections: CollectionMap): Page {
  return { ...page, sections: page.sections.map((section) => resolveSection(section, collections, page.path)) };
}
