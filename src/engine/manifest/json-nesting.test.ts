import { describe, expect, it } from 'vitest';
import { findExcessiveNesting, MAX_JSON_NESTING } from './json-nesting';

describe('findExcessiveNesting', () => {
  it('finds the bracket that opens one level too many', () => {
    expect(findExcessiveNesting('{"a": [[1]]}', 3)).toBeUndefined();
    expect(findExcessiveNesting('{"a": [[[1]]]}', 3)).toBe(8);
    expect(findExcessiveNesting(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe(MAX_JSON_NESTING);
  });

  it('counts no bracket inside a text value, escaped quotes included', () => {
    expect(findExcessiveNesting('{"a": "[[[[{{{{", "b": "\\"[[[["}', 2)).toBeUndefined();
  });

  it('counts depth, not brackets: siblings do not add up', () => {
    expect(findExcessiveNesting(`[${'[1],'.repeat(1000)}[1]]`, 2)).toBeUndefined();
  });

  it('reads text that is not JSON without failing', () => {
    expect(findExcessiveNesting(']]]}}} "unclosed [[[', 2)).toBeUndefined();
    expect(findExcessiveNesting('{"a":'.repeat(10), 5)).toBe(25);
  });
});
