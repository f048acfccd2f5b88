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
  // A word matches a term when it starts with the term's stem or has the same stem (stems worked
  // out once; each distinct word of the text once: a post's words repeat).
  const known = new Map<string, boolean>();
  const isMatch = (word: string) => {
    let matched = known.get(word);
    if (matched === undefined) {
      const folded = foldText(word);
      matched = stems.some((stem) => folded.startsWith(stem)) || stems.includes(stemOf(folded));
      known.set(word, matched);
    }
    return matched;
  };
  // Read word by word, keeping only the words' places, and stop once the passage is complete: a long
  // post is never folded whole, nor copied word by word.
  type Word = { start: number; end: number; marked: boolean };
  const words: Word[] = [];
  let firstMatch = -1;
  let more = false;
  const pattern = /[\p{L}\p{N}]+/gu;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const position = words.length;
    const word = { start: match.index, end: match.index + match[0].length, marked: false };
    if (firstMatch < 0) {
      word.marked = isMatch(match[0]);
      if (word.marked) firstMatch = position;
      else if (position + 1 >= maxScannedWords) {
        // No match this far in: the passage is the text's beginning.
        words.push(word);
        more = true;
        break;
      }
    } else if (position >= Math.max(0, firstMatch - wordsBefore) + snippetWords) {
      more = true;
      break;
    } else word.marked = isMatch(match[0]);
    words.push(word);
  }
  let passage: Word[];
  if (firstMatch < 0) {
    // No matching word: the text's beginning.
    passage = words.slice(0, snippetWords);
    more = words.length > snippetWords;
  } else passage = words.slice(Math.max(0, firstMatch - wordsBefore));
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
