import { nearestName } from '../../src/common/did-you-mean';
import type { SiteDatabase } from '../database/open-database';
import { matchSearchDocuments, readDocumentTexts, readSearchText } from './search-index';
import { type AnalysedDocument, analyseDocument, lowerBound, type RankedDocument, rankSearchDocuments } from './search-ranking';
import { foldedWords, queryTerms, stemOf } from './search-text';

/** Results per page of /search. */
export const searchPageSize = 10;

export interface SearchOutcome {
  /** The terms looked for (after a correction, the corrected ones). */
  terms: string[];
  /** Every match, ranked; the page shows a slice. */
  results: RankedDocument[];
  /** When the words as typed found nothing but near words of the site did: those words, as a query. */
  correctedQuery?: string;
}

export interface SiteSearch {
  search(query: string): Promise<SearchOutcome>;
}

/** The site's words a misspelt term may be corrected to (four letters or more, no digits), by length, most frequent first. */
interface Vocabulary {
  byLength: Map<number, string[]>;
  /** Every stem a word of the site starts with is a prefix of some word here, sorted. */
  sorted: string[];
}

async function readVocabulary(database: SiteDatabase): Promise<Vocabulary> {
  const counts = new Map<string, number>();
  for (const document of await readSearchText(database.queries)) {
    for (const word of foldedWords(`${document.title} ${document.headings} ${document.body}`)) {
      if (word.length >= 4 && !/\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const byFrequency = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
  const byLength = new Map<number, string[]>();
  for (const word of byFrequency) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  return { byLength, sorted: [...counts.keys()].sort() };
}

/** The nearest word of the site: only words within three letters of the term's length can be within the helper's edits. */
function correction(term: string, vocabulary: Vocabulary): string | undefined {
  const stem = stemOf(term);
  // A word of the site starts with the term's stem: the term is not misspelt (it found nothing with the other terms).
  if (vocabulary.sorted[lowerBound(vocabulary.sorted, stem)]?.startsWith(stem)) return undefined;
  const candidates: string[] = [];
  for (let length = term.length - 3; length <= term.length + 3; length += 1) candidates.push(...(vocabulary.byLength.get(length) ?? []));
  return nearestName(term, candidates);
}

/**
 * Search over the index, on whichever database the site runs. A query whose words find nothing is
 * tried once more with each unknown word replaced by the nearest word of the site (the validator's
 * did-you-mean: at most two edits, three for long words), so "cybersecuritty" still finds its pages.
 * The vocabulary is read again at most every `vocabularyMaxAgeMs`, so an import's new words count
 * within seconds. Each document's analysed text is kept by id (ids are never reused), so a query
 * reads only the short columns of its matches.
 */
export function createSiteSearch(database: SiteDatabase, vocabularyMaxAgeMs = 5_000): SiteSearch {
  let vocabulary: { readAt: number; words: Promise<Vocabulary> } | undefined;
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

  const analysed = new Map<number, AnalysedDocument>();
  const find = async (terms: string[]) => {
    const matches = await matchSearchDocuments(database.queries, database.dialect, terms);
    const missing = matches.filter((match) => !analysed.has(match.id));
    if (missing.length > 0) {
      // Replaced documents leave ids that never come back: start afresh rather than grow without end.
      if (analysed.size + missing.length > 10_000) analysed.clear();
      const titles = new Map(missing.map((match) => [match.id, match.title]));
      for (const text of await readDocumentTexts(
        database.queries,
        missing.map((match) => match.id),
      )) {
        analysed.set(text.id, analyseDocument(titles.get(text.id) ?? '', text.headings, text.body));
      }
    }
    return rankSearchDocuments(matches, analysed, terms);
  };

  return {
    async search(query) {
      const terms = queryTerms(query);
      const results = await find(terms);
      if (results.length > 0 || terms.length === 0) return { terms, results };
      const words = await currentVocabulary();
      const corrected = terms.map((term) => correction(term, words) ?? term);
      if (corrected.every((term, index) => term === terms[index])) return { terms, results };
      const correctedResults = await find(corrected);
      return correctedResults.length > 0 ? { terms: corrected, results: correctedResults, correctedQuery: corrected.join(' ') } : { terms, results };
    },
  };
}
