// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createLineLocator } from './json-locations';

const text = `{
  "path": "/about",
  "sections": [
    {
      "id": "hero",
      "type": "hero",
      "breadcrumb": [
        { "label": "Home", "href": "/" }
      ]
    }
  ]
}
`;

describe('createLineLocator', () => {
  const lineOf = createLineLocator(text);

  it('finds the line of a key', () => {
    expect(lineOf(['path'])).toBe(2);
    expect(lineOf(['sections', 0, 'type'])).toBe(6);
    expect(lineOf(['sections', 0, 'breadcrumb', 0, 'href'])).toBe(8);
  });

  it('finds the line where an array element starts', () => {
    expect(lineOf(['sections', 0])).toBe(4);
  });

  it('points a missing key at the object that should hold it', () => {
    expect(lineOf(['sections', 0, 'heading'])).toBe(4);
    expect(lineOf(['sections', 0, 'background', 'image', 'src'])).toBe(4);
    expect(lineOf(['title'])).toBe(1);
  });

  it('puts the root on line 1', () => {
    expect(lineOf([])).toBe(1);
  });

  it('returns undefined when the text has no JSON value at all', () => {
    expect(createLineLocator('')(['path'])).toBeUndefined();
  });
});
