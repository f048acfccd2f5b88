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

/** HTML-escapes `text`; most text has nothing to escape and is returned as it is. */
const escapeHtml = (text: string) =>
  needsEscape.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;') : text;
const needsEscape = /[&<>"]/;

/** Words shown around the first match. */
const snippetWords = 32;
const wordsBefore = 8;
/** A first match further into a text than this is not looked for: the passage is then the text's beginning. */
const maxScannedWords = 600;

const wordPattern = /[\p{L}\p{N}]+/gu;
const nonAscii = /[^\t\n\r -~]/;

/**
 * Whether a word of a text matches one of the stems: it starts with a stem or has the same stem
 * (each distinct word worked out once: a post's words repeat).
 */
function stemMatcher(terms: readonly string[]): { stems: string[]; isMatch: (word: string) => boolean } {
  const stems = terms.map(stemOf);
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
  return { stems, isMatch };
}

type Word = { start: number; end: number; marked: boolean };

/** The passage's HTML: its words in order from the text, the matched ones in `<mark>`, `…` where the text goes on. */
function passageHtml(text: string, passage: readonly Word[], more: boolean): string {
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

/**
 * The passage read word by word from the text's beginning: for any text. Exported for the test
 * that holds snippetHtml()'s quick path to the same answers.
 */
export function snippetHtmlByWords(text: string, terms: readonly string[]): string {
  const { isMatch } = stemMatcher(terms);
  // Read word by word, keeping only the words' places, and stop once the passage is complete: a long
  // post is never folded whole, nor copied word by word.
  const words: Word[] = [];
  let firstMatch = -1;
  let more = false;
  const pattern = new RegExp(wordPattern);
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
  return passageHtml(text, passage, more);
}

/** Up to `count` words of `text` from `from` (a word's start), marked; `more` when a word follows them. */
function wordsFrom(text: string, from: number, count: number, isMatch: (word: string) => boolean): { words: Word[]; more: boolean } {
  const pattern = new RegExp(wordPattern);
  pattern.lastIndex = from;
  const words: Word[] = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (words.length === count) return { words, more: true };
    words.push({ start: match.index, end: match.index + match[0].length, marked: isMatch(match[0]) });
  }
  return { words, more: false };
}

/**
 * HTML of a short passage of `text` around its first matching word, each matching word in `<mark>`;
 * everything else escaped (the text is the page's or post's as written, and may hold `<`, `&`, quotes).
 * Without a match in the text, its beginning.
 *
 * Text in ASCII (folding is then lower case) takes a quick path with the same answer as
 * snippetHtmlByWords(): one regular expression finds the words that start like a stem (or like a
 * stem ending in y with "ies"), which every matching word does, and only those are checked; the
 * words before the first match are counted, not examined one by one. A results page's ten snippets
 * cost a few hundredths of a millisecond each instead of a walk through each text's first hundreds of words.
 */
export function snippetHtml(text: string, terms: readonly string[]): string {
  // Anything but printable ASCII, tabs and line breaks: word by word.
  if (nonAscii.test(text)) return snippetHtmlByWords(text, terms);
  const { stems, isMatch } = stemMatcher(terms);
  const starts = [...new Set(stems.flatMap((stem) => (stem.endsWith('y') ? [stem, `${stem.slice(0, -1)}ies`] : [stem])))];
  // ASCII: folding is lower case, letters and digits are [a-z0-9], and places in the lower-case copy
  // are places in the text. Stems are letters and digits (queryTerms()): nothing to escape in the pattern.
  const lower = text.toLowerCase();
  const candidates = new RegExp(`(?<![a-z0-9])(?:${starts.join('|')})`, 'g');
  const word = new RegExp(wordPattern.source, 'uy');
  let firstAt = -1;
  for (let candidate = candidates.exec(lower); candidate !== null; candidate = candidates.exec(lower)) {
    word.lastIndex = candidate.index;
    const found = word.exec(text)?.[0] ?? '';
    if (isMatch(found)) {
      firstAt = candidate.index;
      break;
    }
    candidates.lastIndex = candidate.index + found.length;
  }
  const before = firstAt < 0 ? [] : (text.slice(0, firstAt).match(wordPattern) ?? []);
  if (firstAt < 0 || before.length >= maxScannedWords) {
    // No matching word in the words read: the text's beginning.
    const { words, more } = wordsFrom(text, 0, snippetWords, () => false);
    return passageHtml(text, words, more);
  }
  // Back from the first match to the start of the passage's first word: the words before it, last first.
  let from = firstAt;
  for (let index = before.length - 1; index >= Math.max(0, before.length - wordsBefore); index -= 1) {
    const shown = before[index] ?? '';
    from = text.lastIndexOf(shown, from - shown.length);
  }
  const { words, more } = wordsFrom(text, from, snippetWords, isMatch);
  return passageHtml(text, words, more);
}
