import { maxSearchQueryLength } from '../../schemas/common';

/**
 * Text as the search index and the queries see it, made in JavaScript so that SQLite and PostgreSQL
 * index and look up the same words: accents folded away ("Café" is "cafe"), lower case, and only
 * runs of letters and digits (no parser of either database decides what a word is).
 */

/** "Sécurité" → "securite": compatibility decomposition, then every combining mark dropped. */
export function foldText(text: string): string {
  // Printable ASCII has nothing to decompose: the common case skips normalisation.
  return asciiOnly.test(text) ? text.toLowerCase() : text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const asciiOnly = /^[ -~]*$/;

const wordPattern = /[\p{L}\p{N}]+/gu;

/** The folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  return foldText(text).match(wordPattern) ?? [];
}

/** What the index stores for a text: its folded words joined by spaces. */
export function indexText(text: string): string {
  return foldedWords(text).join(' ');
}

/**
 * PostgreSQL's english stop words (/usr/share/postgresql/15/tsearch_data/english.stop): its
 * to_tsquery drops them, SQLite's FTS5 would require them. Dropped from every query before either
 * database sees it, so both look for the same words.
 */
const stopWords = new Set(
  'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now'.split(
    ' ',
  ),
);

/** Longest query read, in characters; the search field says the same with maxlength. */
export const maxQueryLength = maxSearchQueryLength;
/** Words looked up per query; the rest of a long query is ignored. */
const maxQueryTerms = 6;
/** Longer "words" are cut: no word of the site is this long, and a prefix still finds it. */
const maxTermLength = 32;

/**
 * The words a query looks for: folded, stop words and one-letter words dropped, each once, at most
 * maxQueryTerms. Letters and digits only, so a term can be placed in either database's query syntax
 * (always as a bound parameter) without escaping.
 */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const word of foldedWords(query.slice(0, maxQueryLength))) {
    const term = word.slice(0, maxTermLength);
    if (term.length < 2 || stopWords.has(term) || terms.includes(term)) continue;
    terms.push(term);
    if (terms.length === maxQueryTerms) break;
  }
  return terms;
}

/**
 * A light English stem, for ranking and marking in JavaScript (the databases stem for matching):
 * "audits", "auditing", "audited" → "audit". Never shorter than three letters.
 */
export function stemOf(word: string): string {
  for (const suffix of ['ies', 'ing', 'ed', 'es', 's', 'ly']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const stem = word.slice(0, -suffix.length);
      return suffix === 'ies' ? `${stem}y` : stem;
    }
  }
  return word;
}
