// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lineOfOffset } from './json-locations';
import { findJsonSyntaxError } from './json-syntax-error';

function syntaxError(text: string): { line: number; message: string } | undefined {
  const error = findJsonSyntaxError(text);
  return error && { line: lineOfOffset(text, error.offset), message: error.message };
}

describe('findJsonSyntaxError', () => {
  it('accepts valid JSON', () => {
    expect(syntaxError('{\n  "a": [1, 2, { "b": null }]\n}\n')).toBeUndefined();
  });

  it('reports a missing comma at the entry after it', () => {
    expect(syntaxError('{\n  "a": 1\n  "b": 2\n}')).toEqual({ line: 3, message: 'expected a comma between two entries, found "b"' });
  });

  it('reports a trailing comma at the comma', () => {
    expect(syntaxError('{\n  "a": 1,\n}')).toEqual({ line: 2, message: 'remove the comma after the last entry (JSON allows none before "}")' });
    expect(syntaxError('[\n  1,\n  2,\n]')).toEqual({ line: 3, message: 'remove the comma after the last entry (JSON allows none before "]")' });
  });

  it('reports a mismatched closing bracket', () => {
    expect(syntaxError('{"a": [1, 2}')).toEqual({ line: 1, message: 'expected "," or "]" to close the list, found "}"' });
  });

  it('reports comments, single quotes and bare words', () => {
    expect(syntaxError('{\n  // note\n  "a": 1\n}')).toEqual({ line: 2, message: 'comments are not allowed in JSON' });
    expect(syntaxError("{'a': 1}")).toEqual({ line: 1, message: 'keys and text must be in double quotes, found a single quote' });
    expect(syntaxError('{"a": tru}')).toEqual({ line: 1, message: 'expected a value (text in double quotes, a number, true, false or null), found "tru"' });
  });

  it('reports an unclosed text value', () => {
    expect(syntaxError('{\n  "a": "one\n two"\n}')).toEqual({ line: 2, message: 'a text value is not closed with a double quote on the same line' });
  });

  it('reports an empty file and text after the end', () => {
    expect(syntaxError('')).toEqual({ line: 1, message: 'expected a value, found the end of the file' });
    expect(syntaxError('{"a": 1}\n}')).toEqual({ line: 2, message: 'expected the end of the file after the last closing bracket, found "}"' });
  });

  it('names the key or list item the error is in, not the whole file', () => {
    const page = [
      '{',
      '  "path": "/x",',
      '  "sections": [',
      '    { "id": "a", "heading": "One" },',
      '    { "id": "b", "heading": "Two" "body": [] }',
      '  ]',
      '}',
    ].join('\n');
    expect(findJsonSyntaxError(page)?.path).toEqual(['sections', 1, 'body']);
    expect(findJsonSyntaxError('{\n  "title": "Open\n}')?.path).toEqual(['title']);
    expect(findJsonSyntaxError('{\n  "links": [1, 2,\n]\n}')?.path).toEqual(['links', 1]);
  });
});
