/**
 * The words of the site search: the form in every page's header and the results the server writes
 * into /search (server/search/search-page.ts). Not content: they frame whatever the query finds.
 */
export const searchMessages = {
  /** The header form's landmark name and its field's label. */
  headerLandmark: 'Site search',
  fieldLabel: 'Search the site',
  /** The search page's own form: a landmark name of its own, so the two search landmarks differ. */
  pageLandmark: 'Search again',
  submit: 'Search',
  placeholder: 'Search…',
  /** The page's title before and after a search ("Search | Gruppo", "audit: search | Gruppo"). */
  pageTitle: (query: string) => (query === '' ? 'Search' : `${query}: search`),
  resultsLandmark: 'Search results',
  resultCount: (count: number, query: string) => `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  corrected: (typed: string) => `No results for “${typed}”.`,
  showingCorrected: 'Showing results for',
  noResults: (query: string) => `No results for “${query}”.`,
  noQuery: 'Type a word or two above to search every page and post of the site.',
  tooLong: (max: number) => `Only the first ${max} characters were searched.`,
  kinds: { page: 'Page', post: 'Post', category: 'Category' },
  postedOn: 'Posted',
  pagination: 'Search result pages',
  previous: 'Previous',
  next: 'Next',
  pageLink: (page: number) => `Page ${page}`,
} as const;
