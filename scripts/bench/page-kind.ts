import { benchConfig, type PageKind } from './bench.config';

type KindSections = Readonly<Record<Exclude<PageKind, 'static'>, readonly string[]>>;
type Budgets = Readonly<Record<PageKind, number>>;

/**
 * The budget kind of a page, from its section types: the kind with the largest JavaScript budget
 * among those its sections call for, or "static" when no section calls for one.
 */
export function pageKindOf(
  sectionTypes: readonly string[],
  kindSections: KindSections = benchConfig.kindSections,
  budgets: Budgets = benchConfig.targets.jsGzipKb,
): PageKind {
  let kind: PageKind = 'static';
  // Cast: Object.entries widens the keys to string; kindSections' keys are exactly these kinds.
  for (const [candidate, types] of Object.entries(kindSections) as [Exclude<PageKind, 'static'>, readonly string[]][]) {
    // A kind with no more than a static page's budget (the blog) still names the page.
    if (sectionTypes.some((type) => types.includes(type)) && (kind === 'static' || budgets[candidate] > budgets[kind])) kind = candidate;
  }
  return kind;
}

/** A kind in a table column. */
export const pageKindText: Record<PageKind, string> = {
  static: 'static sections only',
  carousel: 'carousel',
  contact: 'contact form',
  blog: 'blog',
};

/** A kind in a sentence: "over the 45 KB of a page with a carousel". */
export const pageKindPhrase: Record<PageKind, string> = {
  static: 'a page of static sections only',
  carousel: 'a page with a carousel',
  contact: 'a contact page',
  blog: 'a blog page',
};
