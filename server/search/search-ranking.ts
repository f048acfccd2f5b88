import type { MatchedDocument, SearchDocument } from './search-index';
import { foldedWords, foldText, stemOf } from './search-text';

/**
 * A field's distinct folded words, sorted, with how often each occurs (as running totals), so "how
 * many words start with this stem" is two binary searches; and the few words that do not start with
 * their own stem ("companies" → "company"), by stem.
 */
interface FieldWords {
  words: string[];
  /** totals[i]: occurrences of words[0..i-1]. */
  totals: number[];
  irregular: Map<string, number>;
}

function fieldWords(text: string): FieldWords {
  const counts = new Map<string, number>();
  for (const word of foldedWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const words = [...counts.keys()].sort();
  const totals = [0];
  const irregular = new Map<string, number>();
  for (const word of words) {
    const count = counts.get(word) ?? 0;
    totals.push((totals.at(-1) ?? 0) + count);
    const stem = stemOf(word);
    if (!word.startsWith(stem)) irregular.set(stem, (irregular.get(stem) ?? 0) + count);
  }
  return { words, totals, irregular };
}

export function lowerBound(words: readonly string[], value: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Occurrences of words that start with the stem, or whose own stem it is. */
function occurrences(field: FieldWords, stem: string): number {
  const from = lowerBound(field.words, stem);
  // Every word starting with `stem` sorts before `stem` followed by the highest code unit.
  const to = lowerBound(field.words, `${stem}\uffff`);
  return (field.totals[to] ?? 0) - (field.totals[from] ?? 0) + (field.irregular.get(stem) ?? 0);
}

/** A document's analysed words: made once per document id (ids are never reused), not per query. */
export interface AnalysedDocument {
  headings: string;
  body: string;
  title: FieldWords;
  headingWords: FieldWords;
  bodyWords: FieldWords;
}

export function analyseDocument(title: string, headings: string, body: string): AnalysedDocument {
  return { headings, body, title: fieldWords(title), headingWords: fieldWords(headings), bodyWords: fieldWords(body) };
}

/** A match with its text, ranked: what the search page shows. */
export type RankedDocument = MatchedDocument & { headings: string; body: string };

/**
 * The order of results, decided here rather than by either database (bm25 and ts_rank differ), so
 * SQLite and PostgreSQL list the same matches the same way: a page whose title holds every term
 * first, then any other title holding every term, then by how many terms the title, the headings and
 * the body hold; at equal scores pages before category pages before posts (a service page is what
 * someone typing its name is looking for), then newest post, then title.
 */
function scoreOf(document: MatchedDocument, analysed: AnalysedDocument, stems: readonly string[]): number {
  const hits = (field: FieldWords) => stems.filter((stem) => occurrences(field, stem) > 0).length;
  const titleHits = hits(analysed.title);
  const bodyCount = stems.reduce((sum, stem) => sum + occurrences(analysed.bodyWords, stem), 0);
  const titleHoldsAll = titleHits === stems.length;
  // A page named by the query beats a post of the same name: someone typing a service's name wants its page.
  return (
    (titleHoldsAll ? 1000 : 0) +
    (titleHoldsAll && document.kind === 'page' ? 1000 : 0) +
    50 * titleHits +
    10 * hits(analysed.headingWords) +
    Math.min(bodyCount, 20)
  );
}

const kindOrder: Record<SearchDocument['kind'], number> = { page: 0, category: 1, post: 2 };

export function rankSearchDocuments(
  documents: readonly MatchedDocument[],
  analysed: ReadonlyMap<number, AnalysedDocument>,
  terms: readonly string[],
): RankedDocument[] {
  const stems = terms.map(stemOf);
  const scored = documents.flatMap((document) => {
    const text = analysed.get(document.id);
    return text ? [{ document: { ...document, headings: text.headings, body: text.body }, score: scoreOf(document, text, stems) }] : [];
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      kindOrder[a.document.kind] - kindOrder[b.document.kind] ||
      (b.document.date ?? '').localeCompare(a.document.date ?? '') ||
      a.document.title.localeCompare(b.document.title, 'en') ||
      a.document.key.localeCompare(b.document.key),
  );
  return scored.map(({ document }) => document);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words shown around the first match. */
const snippetWords = 32;
const wordsBefore = 8;
/** A first match further into a text than this is not looked for: the passage is then the text's beginning. */
const maxScannedWords = 600;

/**
 * HTML of a short passage of `text` around its first matching word, each matching word in `<mark>`;
 * everything else escaped (the text is the page's or post's as written, and may hold `<`, `&`, quotes).
 * Without a match in the text, its beginning.
 */
export function snippetHtml(text: string, terms: readonly string[]): string {
  const stems = terms.map(stemOf);
  // A word matches a term when it starts with the term's stem or has the same stem (stems worked out once).
  const isMatch = (word: string) => {
    const folded = foldText(word);
    if (stems.some((stem) => folded.startsWith(stem))) return true;
    const stem = stemOf(folded);
    return stems.includes(stem);
  };
  // Read word by word and stop once the passage is complete: a long post is never folded whole.
  type Word = { start: number; end: number; marked: boolean };
  let before: Word[] = [];
  let passage: Word[] | undefined;
  let more = false;
  let scanned = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = { start: match.index, end: match.index + match[0].length, marked: false };
    if (passage === undefined) {
      word.marked = isMatch(match[0]);
      if (word.marked) passage = [...before, word];
      else before = [...before.slice(-(wordsBefore - 1)), word];
      scanned += 1;
      if (passage === undefined && scanned >= maxScannedWords) break;
    } else if (passage.length < snippetWords) {
      word.marked = isMatch(match[0]);
      passage.push(word);
    } else {
      more = true;
      break;
    }
  }
  if (passage === undefined) {
    // No matching word: the text's beginning.
    const opening = [...text.matchAll(/[\p{L}\p{N}]+/gu)].slice(0, snippetWords + 1);
    passage = opening.slice(0, snippetWords).map((match) => ({ start: match.index, end: match.index + match[0].length, marked: false }));
    more = opening.length > snippetWords;
  }
  const first = passage[0];
  if (first === undefined) return '';
  let html = first.start > 0 && /[\p{L}\p{N}]/u.test(text.slice(0, first.start)) ? '…' : '';
  let position = first.start;
  for (const word of passage) {
    html += escapeHtml(text.slice(position, word.start));
    const shown = escapeHtml(text.slice(word.start, word.end));
    html += word.marked ? `<mark>${shown}</mark>` : shown;
    position = word.end;
  }
  html += more ? '…' : escapeHtml(text.slice(position));
  return html;
}
