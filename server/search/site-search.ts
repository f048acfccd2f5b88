import { nearestName } from '../../src/engine/manifest/did-you-mean';
import type { SiteDatabase } from '../database/open-database';
import { matchSearchDocuments, readSearchText, type SearchDocument } from './search-index';
import { rankSearchDocuments } from './search-ranking';
import { foldedWords, queryTerms, stemOf } from './search-text';

/** Results per page of /search, as the blog shows six posts. */
export const searchPageSize = 10;

export interface SearchOutcome {
  /** The terms looked for (after a correction, the corrected ones). */
  terms: string[];
  /** Every match, ranked; the page shows a slice. */
  results: SearchDocument[];
  /** When the words as typed found nothing but near words of the site did: those words, as a query. */
  correctedQuery?: string;
}

export interface SiteSearch {
  search(query: string): Promise<SearchOutcome>;
}

/** Words of the site a misspelt term may be corrected to: four letters or more, most frequent first. */
async function readVocabulary(database: SiteDatabase): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const document of await readSearchText(database.queries)) {
    for (const word of foldedWords(`${document.title} ${document.headings} ${document.body}`)) {
      if (word.length >= 4 && !/\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

/**
 * Search over the index, on whichever database the site runs. A query whose words find nothing is
 * tried once more with each unknown word replaced by the nearest word of the site (the validator's
 * did-you-mean: at most two edits, three for long words), so "cybersecuritty" still finds its pages.
 * The vocabulary is read again at most every `vocabularyMaxAgeMs`, so an import's new words count
 * within seconds.
 */
export function createSiteSearch(database: SiteDatabase, vocabularyMaxAgeMs = 5_000): SiteSearch {
  let vocabulary: { readAt: number; words: Promise<string[]> } | undefined;
  const currentVocabulary = () => {
    const now = Date.now();
    if (vocabulary === undefined || now - vocabulary.readAt >= vocabularyMaxAgeMs) {
      const entry = { readAt: now, words: readVocabulary(database) };
      vocabulary = entry;
      entry.words.catch(() => {
        if (vocabulary === entry) vocabulary = undefined;
      });
    }
    return vocabulary.words;
  };

  const find = async (terms: string[]) => rankSearchDocuments(await matchSearchDocuments(database.queries, database.dialect, terms), terms);

  return {
    async search(query) {
      const terms = queryTerms(query);
      const results = await find(terms);
      if (results.length > 0 || terms.length === 0) return { terms, results };
      const words = await currentVocabulary();
      const known = (term: string) => words.some((word) => word.startsWith(stemOf(term)));
      const corrected = terms.map((term) => (known(term) ? term : (nearestName(term, words) ?? term)));
      if (corrected.every((term, index) => term === terms[index])) return { terms, results };
      const correctedResults = await find(corrected);
      return correctedResults.length > 0 ? { terms: corrected, results: correctedResults, correctedQuery: corrected.join(' ') } : { terms, results };
    },
  };
}
