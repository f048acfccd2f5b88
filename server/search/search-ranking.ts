import { foldText, stemOf } from './search-text';

/** The first index of `words` (sorted) whose word is not below `value`. */
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
