import { getLocation, type ParseError, parse, printParseErrorCode } from 'jsonc-parser';
import type { JsonPath } from './json-path';

/**
 * Where strict JSON parsing first fails, and why, in words for a content maintainer; `path` names the
 * key or list item the failure is in (["sections", 2, "heading"]), as far as the text could be read.
 */
export type JsonSyntaxError = { offset: number; path: JsonPath; message: string };

type ErrorName = ReturnType<typeof printParseErrorCode>;

// jsonc-parser's codes are an ambient const enum, which isolated modules cannot read: key by name.
const MESSAGES: Record<ErrorName, string> = {
  InvalidSymbol: 'expected a value (text in double quotes, a number, true, false or null)',
  InvalidNumberFormat: 'a number is not written correctly',
  PropertyNameExpected: 'expected a key in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":" after the key',
  CommaExpected: 'expected a comma between two entries',
  CloseBraceExpected: 'expected "}" to close an object',
  CloseBracketExpected: 'expected "]" to close a list',
  EndOfFileExpected: 'expected the end of the file after the last closing bracket',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a text value is not closed with a double quote on the same line',
  UnexpectedEndOfNumber: 'a number is cut short',
  InvalidUnicode: 'a "\\u" escape needs four hexadecimal digits',
  InvalidEscapeCharacter: 'unknown escape after a backslash (write "\\\\" for a backslash)',
  InvalidCharacter: 'a text value contains a line break or tab (write them as "\\n" or "\\t")',
  '<unknown ParseErrorCode>': 'the text cannot be read as JSON',
};

const WITH_FOUND = new Set<ErrorName>([
  'InvalidSymbol',
  'PropertyNameExpected',
  'ValueExpected',
  'ColonExpected',
  'CommaExpected',
  'CloseBraceExpected',
  'CloseBracketExpected',
  'EndOfFileExpected',
]);

/** undefined when the text is valid JSON (no comments, no trailing commas). */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const error = describeFirstError(text);
  return error && { ...error, path: getLocation(text, error.offset).path };
}

function describeFirstError(text: string): Omit<JsonSyntaxError, 'path'> | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) {
    try {
      JSON.parse(text);
      return undefined;
    } catch (error) {
      return { offset: 0, message: (error as Error).message };
    }
  }
  const trailingComma = findTrailingComma(text, first.offset);
  if (trailingComma !== undefined) {
    return { offset: trailingComma, message: `remove the comma after the last entry (JSON allows none before "${text[first.offset]}")` };
  }
  const name = printParseErrorCode(first.error);
  if (name === 'CommaExpected' && (text[first.offset] === '}' || text[first.offset] === ']')) {
    const inList = typeof getLocation(text, first.offset).path.at(-1) === 'number';
    const expected = inList ? '"]" to close the list' : '"}" to close the object';
    return { offset: first.offset, message: `expected "," or ${expected}, found "${text[first.offset]}"` };
  }
  const found = WITH_FOUND.has(name) ? `, found ${describeTokenAt(text, first.offset)}` : '';
  if (name === 'InvalidSymbol' && text[first.offset] === "'") {
    return { offset: first.offset, message: 'keys and text must be in double quotes, found a single quote' };
  }
  return { offset: first.offset, message: `${MESSAGES[name]}${found}` };
}

function findTrailingComma(text: string, offset: number): number | undefined {
  const closing = text[offset];
  if (closing !== '}' && closing !== ']') return undefined;
  let index = offset - 1;
  while (index >= 0 && /\s/.test(text[index] ?? '')) index--;
  return text[index] === ',' ? index : undefined;
}

function describeTokenAt(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the file';
  const char = text[offset] ?? '';
  if (char === '"') return /^"(?:[^"\\\n]|\\.){0,40}"?/.exec(text.slice(offset))?.[0] ?? '"';
  const word = /^[\w.+-]+/.exec(text.slice(offset, offset + 40))?.[0];
  return `"${word ?? char}"`;
}
