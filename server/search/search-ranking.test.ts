import { describe, expect, it } from 'vitest';
import { snippetHtml, snippetHtmlByWords } from './search-ranking';

/** A small generator of the same texts on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const vocabulary = [
  'audit',
  'audits',
  'auditing',
  'policy',
  'policies',
  'Tax',
  'TAXES',
  'ledger',
  'desk',
  'returns',
  'filed',
  'Q4',
  '2026',
  'plan',
  'planning',
  'a',
  'the',
];
const gaps = [' ', ' ', ' ', ', ', '. ', '\n\n', ' & ', ' <b> ', ' "', '-', '’s '.slice(1)];

function text(next: () => number, words: number): string {
  let out = next() < 0.2 ? '## ' : '';
  for (let index = 0; index < words; index += 1) {
    out += vocabulary[Math.floor(next() * vocabulary.length)] ?? '';
    out += gaps[Math.floor(next() * gaps.length)] ?? ' ';
  }
  return out;
}

describe('snippetHtml', () => {
  it('gives the word-by-word passage for any ASCII text: the same words marked, the same cut, the same escapes', () => {
    const next = random(7);
    const queries = [['audit'], ['policy'], ['tax', 'desk'], ['filed', 'q4'], ['planning'], ['nowhere'], ['2026', 'ledger']];
    let compared = 0;
    for (let round = 0; round < 400; round += 1) {
      const body = text(next, Math.floor(next() * 900));
      for (const terms of queries) {
        expect(snippetHtml(body, terms), `${terms.join(' ')} in ${body.slice(0, 80)}…`).toBe(snippetHtmlByWords(body, terms));
        compared += 1;
      }
    }
    expect(compared).toBe(2800);
  });

  it('marks a match deep in a long text and starts eight words before it', () => {
    const body = `${Array.from({ length: 500 }, (_, index) => `word${index}`).join(' ')} Policies & more text after it`;
    const html = snippetHtml(body, ['policy']);
    expect(html.startsWith('…word492 word493')).toBe(true);
    expect(html).toContain('<mark>Policies</mark> &amp; more');
  });

  it('shows the beginning when the first match lies past the words read, and folds accented text', () => {
    const far = `${Array.from({ length: 700 }, (_, index) => `w${index}`).join(' ')} audit`;
    expect(snippetHtml(far, ['audit'])).toBe(`${Array.from({ length: 32 }, (_, index) => `w${index}`).join(' ')}…`);
    expect(snippetHtml('La Sécurité des audits', ['securite'])).toBe('La <mark>Sécurité</mark> des audits');
  });
});
