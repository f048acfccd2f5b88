/**
 * Moving to another page is a page load (docs/decisions/009-islands.md). One object, so tests (whose
 * DOM cannot load pages) can watch where a component sends the visitor.
 */
export const pageNavigation = {
  /** Loads `url` in place of the current page, leaving no history entry for it. */
  replace(url: string): void {
    window.location.replace(url);
  },
};
