/**
 * The characters XML 1.0 forbids (outside its `Char` production: #x9 | #xA | #xD | [#x20-#xD7FF] |
 * [#xE000-#xFFFD] | [#x10000-#x10FFFF]): the other C0 controls (a vertical tab pasted from a word
 * processor, U+0001…), U+FFFE and U+FFFF, and lone surrogates. Not even a character reference may
 * name one, so a feed that carries one is not XML and readers drop the whole feed.
 * With the `u` flag a lone surrogate is a code point of its own, outside every allowed range.
 */
const forbiddenInXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 forbids; every other character kept as it is. */
export function withoutXmlForbiddenCharacters(text: string): string {
  return text.replace(forbiddenInXml, '');
}

/** The distinct characters XML 1.0 forbids in `text`, as "U+000B", in order of first appearance. */
export function xmlForbiddenCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const [character] of text.matchAll(forbiddenInXml)) {
    found.add(`U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return [...found];
}
