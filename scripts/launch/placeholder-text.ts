import { visit } from 'jsonc-parser';
import { formatJsonPath, type JsonPath } from '../../src/engine/manifest/json-path';
import type { LaunchItem } from './launch-item';

/**
 * Hosts reserved for documentation and testing (RFC 2606, RFC 6761): an address on one of them is
 * a stand-in that no visitor can reach.
 */
const RESERVED_HOST = /\b(?:[a-z0-9-]+\.)*(?:[a-z0-9-]+\.(?:example|test|invalid)|example\.(?:com|net|org))\b/i;

/** Words that mark text as unfinished: a video id waiting to be filled in, "lorem ipsum", TODO. */
const PLACEHOLDER_WORD = /REPLACE_WITH_\w*|\bREPLACE[_ ]ME\b|\bTODO\b|\bTBD\b|\bFIXME\b|lorem ipsum/i;

/** A telephone number as written in content: "+233 30 000 0000", "tel:+233300000000", "(030) 000-0000". */
const PHONE = /(?:tel:)?\+?\d[\d\s().-]{6,}\d/g;

/** A number whose digits hold six zeros in a row is a stand-in ("+233 30 000 0000"), not a line anyone answers. */
function isPlaceholderPhone(phone: string): boolean {
  return phone.replace(/\D/g, '').includes('000000');
}

/** What, if anything, marks one piece of text as a placeholder; the reason is written for a maintainer. */
export function placeholderReasons(text: string): string[] {
  const reasons: string[] = [];
  const host = RESERVED_HOST.exec(text);
  if (host) reasons.push(`"${host[0]}" is a placeholder domain: use the real address`);
  const word = PLACEHOLDER_WORD.exec(text);
  if (word) reasons.push(`"${word[0]}" marks unfinished content: fill in the real value`);
  const phone = [...text.matchAll(PHONE)].map((match) => match[0]).find(isPlaceholderPhone);
  if (phone) reasons.push(`"${phone.trim()}" is a placeholder telephone number: use the real one`);
  return reasons;
}

/** Every string value (and key) of a JSON content file that still holds a placeholder, with its line and JSON path. */
export function findPlaceholdersInJson(file: string, text: string): LaunchItem[] {
  const items: LaunchItem[] = [];
  visit(text, {
    onLiteralValue(value: unknown, _offset, _length, startLine, _startCharacter, pathSupplier) {
      if (typeof value !== 'string') return;
      const path: JsonPath = pathSupplier();
      // The $schema line points into the repository, never at the visitor.
      if (path.length === 1 && path[0] === '$schema') return;
      for (const reason of placeholderReasons(value)) items.push({ file, line: startLine + 1, path: formatJsonPath(path), message: reason });
    },
  });
  return items;
}

/** Every line of a text file (a Markdown post) that still holds a placeholder. */
export function findPlaceholdersInText(file: string, text: string): LaunchItem[] {
  return text.split('\n').flatMap((line, index) => placeholderReasons(line).map((reason) => ({ file, line: index + 1, path: '', message: reason })));
}
