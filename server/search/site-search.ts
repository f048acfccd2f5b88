import { nearestName } from '../../src/common/did-you-mean';
import { readContentVersion } from '../database/content-versions';
import type { SiteDatabase } from '../database/open-database';
import { type MatchedDocument, readDocumentTexts, readVocabularyCounts } from './search-index';
import { lowerBound } from './search-ranking';
import { inThreadReaders, type SearchReaders } from './search-readers';
import { queryTerms, stemOf } from './search-text';

/** Results per page of /search. */
export const searchPageSize = 10;

/** A match as the search page shows it: its text is read only for the page shown, and is empty on the others. */
type RankedDocument = MatchedDocument & { headings: string; body: string };

export interface SearchOutcome {
  /** The terms looked for (after a correction, the corrected ones). */
  terms: string[];
  /** Every match (at most 200), ranked by the database; only the page asked for carries its text. */
  results: RankedDocument[];
  /** When the words as typed found nothing but near words of the site did: those words, as a query. */
  correctedQuery?: string;
}

export interface SiteSearch {
  /** `page` (1-based): the page of results whose text is read, clamped to the pages there are. */
  search(query: string, page?: number): Promise<SearchOutcome>;
}

/** The site's words a misspelt term may be corrected to (four letters or more, no digits), by length, most frequent first. */
interface Vocabulary {
  byLength: Map<number, string[]>;
  /** Every stem a word of the site starts with is a prefix of some word here, sorted. */
  sorted: string[];
}

/** The vocabulary as the index keeps it (search_words, written with the documents): one short read, not every document's text. */
async function readVocabulary(database: SiteDatabase): Promise<Vocabulary> {
  const counts = await readVocabularyCounts(database.queries);
  const byFrequency = counts
    .map(({ word, count }) => [word, Number(count)] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([word]) => word);
  const byLength = new Map<number, string[]>();
  for (const word of byFrequency) {
    const list = byLength.get(word.length);
    if (list === undefined) byLength.set(word.length, [word]);
    else list.push(word);
  }
  return { byLength, sorted: counts.map(({ word }) => word).sort() };
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

/** Ranked lists kept per query (the terms as looked for), for the index's current version: at most 200 ids and titles each. */
const cachedQueries = 500;

/**
 * Search over the index, on whichever database the site runs; the database finds and ranks the
 * matches (search-index.ts), and only the page of results shown has its text read. A query whose
 * words find nothing is tried once more with each unknown word replaced by the nearest word of the
 * site (the validator's did-you-mean: at most two edits, three for long words), so "cybersecuritty"
 * still finds its pages. The index's version (one row) is read with each query: the vocabulary and
 * the ranked lists of the last `cachedQueries` queries are kept until it changes, so an import's or
 * a build's documents are found as soon as it commits, and a repeated query (the next page of
 * results, a popular word) costs that row and the ten shown documents' text.
 * `readers` rank the matches: on this thread by default, in worker threads for the server's SQLite
 * (search-readers.ts).
 */
export function createSiteSearch(database: SiteDatabase, readers: SearchReaders = inThreadReaders(database)): SiteSearch {
  // On the server's SQLite, from the readers' prepared statements (search-readers.ts); else through the query builder.
  const currentVersion = async () => readers.local?.()?.version() ?? (await readContentVersion(database.queries, 'search')).version;
  const documentTexts = async (ids: number[]) => readers.local?.()?.texts(ids) ?? (await readDocumentTexts(database.queries, ids));

  let vocabulary: { version: number; words: Promise<Vocabulary> } | undefined;
  const currentVocabulary = (version: number) => {
    if (vocabulary?.version !== version) {
      const entry = { version, words: readVocabulary(database) };
      vocabulary = entry;
      entry.words.catch(() => {
        if (vocabulary === entry) vocabulary = undefined;
      });
    }
    return vocabulary.words;
  };

  // Least recently used first (a Map keeps insertion order; a hit is moved to the end).
  const ranked = new Map<string, Promise<MatchedDocument[]>>();
  let rankedVersion: number | undefined;
  /** The ranked matches of `terms` at the index's `version` (read once per search). */
  const matchesOf = (terms: string[], version: number): Promise<MatchedDocument[]> => {
    // Versions only grow: a query that read an older one than another's (two reads crossing) is not kept.
    if (rankedVersion !== undefined && version < rankedVersion) return readers.match(terms);
    if (version !== rankedVersion) {
      ranked.clear();
      rankedVersion = version;
    }
    const key = terms.join(' ');
    const kept = ranked.get(key);
    if (kept !== undefined) {
      ranked.delete(key);
      ranked.set(key, kept);
      return kept;
    }
    const matches = readers.match(terms);
    ranked.set(key, matches);
    if (ranked.size > cachedQueries) ranked.delete(ranked.keys().next().value as string);
    // A failed query (PostgreSQL's timeout, a lost connection) is not kept.
    matches.catch(() => {
      if (ranked.get(key) === matches) ranked.delete(key);
    });
    return matches;
  };

  const find = async (terms: string[], page: number, version: number): Promise<RankedDocument[]> => {
    const matches = await matchesOf(terms, version);
    const pages = Math.max(1, Math.ceil(matches.length / searchPageSize));
    const shown = Math.min(Math.max(page, 1), pages);
    const from = (shown - 1) * searchPageSize;
    const texts = new Map((await documentTexts(matches.slice(from, from + searchPageSize).map((match) => match.id))).map((text) => [text.id, text]));
    // Each field named: a spread of 200 rows cloned from a reader thread cost a millisecond a query.
    return matches.map((match) => {
      const text = texts.get(match.id);
      return {
        id: match.id,
        key: match.key,
        kind: match.kind,
        path: match.path,
        title: match.title,
        date: match.date,
        headings: text?.headings ?? '',
        body: text?.body ?? '',
      };
    });
  };

  const correctedTerms = (terms: string[], words: Vocabulary) => terms.map((term) => correction(term, words) ?? term);
  const isSame = (corrected: string[], terms: string[]) => corrected.every((term, index) => term === terms[index]);

  return {
    async search(query, page = 1) {
      const terms = queryTerms(query);
      // One read of the index's version for the whole search (the rankings, the vocabulary).
      const version = await currentVersion();
      // A term that no word of the site starts with is worked out before the ranking when the
      // vocabulary is at hand (one binary search per term): its corrected query is then ranked
      // beside the query as typed, so a misspelt query waits for one ranking instead of two in turn.
      // Which one is shown is decided as before: the corrected only when the typed finds nothing.
      const known = terms.length > 0 && vocabulary?.version === version ? await vocabulary.words.catch(() => undefined) : undefined;
      let corrected = known === undefined ? undefined : correctedTerms(terms, known);
      if (corrected !== undefined && !isSame(corrected, terms)) {
        // Kept with the rankings (matchesOf); a failure is the later find()'s to report, if it asks.
        matchesOf(corrected, version).catch(() => undefined);
      }
      const results = await find(terms, page, version);
      if (results.length > 0 || terms.length === 0) return { terms, results };
      corrected ??= correctedTerms(terms, await currentVocabulary(version));
      if (isSame(corrected, terms)) return { terms, results };
      const correctedResults = await find(corrected, page, version);
      return correctedResults.length > 0 ? { terms: corrected, results: correctedResults, correctedQuery: corrected.join(' ') } : { terms, results };
    },
  };
}
