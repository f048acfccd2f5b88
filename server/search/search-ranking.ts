import type { SearchDocument } from './search-index';
import { foldText, foldedWords, wordMatchesTerm } from './search-text';

/**
 * The order of results, decided here rather than by either database (bm25 and ts_rank differ), so
 * SQLite and PostgreSQL list the same matches the same way: a page whose title holds every term
 * first, then any other title holding every term, then
 * by how many terms the title, the headings and the body hold; at equal scores pages before category
 * pages before posts (a service page is what someone typing its name is looking for), then newest
 * post, then title.
 */
function scoreOf(document: SearchDocument, terms: readonly string[]): number {
  const titleWords = foldedWords(document.title);
  const headingWords = foldedWords(document.headings);
  const bodyWords = foldedWords(document.body);
  const hits = (words: readonly string[]) => terms.filter((term) => words.some((word) => word && wordMatchesTerm(word, term))).length;
  const titleHits = hits(titleWords);
  const bodyCount = bodyWords.filter((word) => terms.some((term) => wordMatchesTerm(word, term))).length;
  const titleHoldsAll = titleHits === terms.length;
  // A page named by the query beats a post of the same name: someone typing a service's name wants its page.
  return (
    (titleHoldsAll ? 1000 : 0) + (titleHoldsAll && document.kind === 'page' ? 1000 : 0) + 50 * titleHits + 10 * hits(headingWords) + Math.min(bodyCount, 20)
  );
}

const kindOrder: Record<SearchDocument['kind'], number> = { page: 0, category: 1, post: 2 };

export function rankSearchDocuments(documents: readonly SearchDocument[], terms: readonly string[]): SearchDocument[] {
  const scored = documents.map((document) => ({ document, score: scoreOf(document, terms) }));
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

/**
 * HTML of a short passage of `text` around its first matching word, each matching word in `<mark>`;
 * everything else escaped (the text is the page's or post's as written, and may hold `<`, `&`, quotes).
 * Without a match in the text, its beginning.
 */
export function snippetHtml(text: string, terms: readonly string[]): string {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    marked: terms.some((term) => wordMatchesTerm(foldText(match[0]), term)),
  }));
  if (words.length === 0) return '';
  const first = words.findIndex((word) => word.marked);
  const from = Math.max(0, first - wordsBefore);
  const to = Math.min(words.length, from + snippetWords);
  let html = from > 0 ? '…' : '';
  let position = words[from]?.start ?? 0;
  for (const word of words.slice(from, to)) {
    html += escapeHtml(text.slice(position, word.start));
    const shown = escapeHtml(text.slice(word.start, word.end));
    html += word.marked ? `<mark>${shown}</mark>` : shown;
    position = word.end;
  }
  const lastEnd = words[to - 1]?.end ?? text.length;
  html += to < words.length ? '…' : escapeHtml(text.slice(lastEnd));
  return html;
}
