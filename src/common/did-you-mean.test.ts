// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { didYouMean, nearestName } from './did-you-mean';

describe('nearestName', () => {
  it('finds a name one or two edits away', () => {
    expect(nearestName('/paymets', ['/about', '/payments', '/'])).toBe('/payments');
    expect(nearestName('heor', ['hero', 'stats', 'steps'])).toBe('hero');
    expect(nearestName('shild', ['shield', 'star'])).toBe('shield');
  });

  it('ignores case when measuring', () => {
    expect(nearestName('Hero', ['hero', 'stats'])).toBe('hero');
  });

  it('allows three edits in long names only', () => {
    expect(nearestName('/img/hero/abt-us.webp', ['/img/hero/about.webp'])).toBe('/img/hero/about.webp');
    expect(nearestName('abcd', ['wxyd'])).toBeUndefined();
  });

  it('suggests nothing when no name is near', () => {
    expect(nearestName('/img/advisory/vid-poster.webp', ['/img/advisory/about.webp'])).toBeUndefined();
    expect(nearestName('ab', ['x'])).toBeUndefined();
    expect(nearestName('anything', [])).toBeUndefined();
  });
});

describe('didYouMean', () => {
  it('writes the suggestion, shown as asked', () => {
    expect(didYouMean('bpx', ['bpr', 'policies'], (id) => `#${id}`)).toBe('; did you mean "#bpr"?');
    expect(didYouMean('zzz', ['bpr'])).toBe('');
  });
});
