// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutXmlForbiddenCharacters, xmlForbiddenCharacters } from './xml-characters';

describe('the characters XML 1.0 forbids', () => {
  it.each([
    ['a vertical tab', '\u000b', 'U+000B'],
    ['U+0001', '\u0001', 'U+0001'],
    ['NUL', '\u0000', 'U+0000'],
    ['U+FFFE', '\ufffe', 'U+FFFE'],
    ['U+FFFF', '\uffff', 'U+FFFF'],
    ['a lone high surrogate', '\ud800', 'U+D800'],
    ['a lone low surrogate', '\udfff', 'U+DFFF'],
  ])('finds %s and leaves it out', (_name, character, codePoint) => {
    expect(xmlForbiddenCharacters(`before${character}after${character}`)).toEqual([codePoint]);
    expect(withoutXmlForbiddenCharacters(`before${character}after`)).toBe('beforeafter');
  });

  it('keeps every character XML allows: tab, line ends, the whole BMP outside the surrogates, and pairs beyond it', () => {
    const allowed = 'a\tb\nc\r\nd é ₵ \u007f \u0085 \ud7ff \ue000 \ufffd 🚀 \u{10ffff}';
    expect(xmlForbiddenCharacters(allowed)).toEqual([]);
    expect(withoutXmlForbiddenCharacters(allowed)).toBe(allowed);
  });

  it('lists distinct characters in the order they first appear', () => {
    expect(xmlForbiddenCharacters('\ufffe x \u0001 \ufffe \u000b')).toEqual(['U+FFFE', 'U+0001', 'U+000B']);
  });
});
