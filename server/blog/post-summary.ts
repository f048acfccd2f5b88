/** The named entities `marked` writes, plus numeric ones; anything else is left as written. */
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const codePoint = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}

/** The text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function plainTextOf(html: string): string {
  const withoutHidden = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  return decodeEntities(withoutHidden.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A description for link previews and search results: the start of the post's text, cut at a word
 * boundary to at most `maxLength` characters (the ellipsis included). Plain text: the caller escapes it.
 */
export function summarize(html: string, maxLength = 160): string {
  const text = plainTextOf(html);
  if (text.length <= maxLength) return text;
  // Never keep half of a surrogate pair (an emoji) at the cut.
  const cut = text.slice(0, maxLength - 1).replace(/[\uD800-\uDBFF]$/, '');
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,;:.–—-]+$/, '')}…`;
}
