// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pngHeader } from '../../../tests/png-header';
import { DEFAULT_MAX_MEGAPIXELS, imageDimensions, maxImagePixels, pixelLimitProblem } from './pixel-limit';

describe('the pixel limit', () => {
  it('is 50 megapixels unless IMAGE_MAX_MEGAPIXELS says otherwise, and a bad value is said', () => {
    expect(DEFAULT_MAX_MEGAPIXELS).toBe(50);
    expect(maxImagePixels({})).toBe(50_000_000);
    expect(maxImagePixels({ IMAGE_MAX_MEGAPIXELS: '' })).toBe(50_000_000);
    expect(maxImagePixels({ IMAGE_MAX_MEGAPIXELS: '120' })).toBe(120_000_000);
    expect(maxImagePixels({ IMAGE_MAX_MEGAPIXELS: '2.5' })).toBe(2_500_000);
    for (const bad of ['0', '-3', 'lots', '5000'])
      expect(() => maxImagePixels({ IMAGE_MAX_MEGAPIXELS: bad })).toThrow(`IMAGE_MAX_MEGAPIXELS expects a number of megapixels from 1 to 1000, found "${bad}"`);
  });

  it('reads the size from the header alone: a 33-byte PNG claiming 30000 × 30000', () => {
    const header = pngHeader(30_000, 30_000);
    expect(header.length).toBe(33);
    expect(imageDimensions(header)).toEqual({ width: 30_000, height: 30_000 });
    expect(imageDimensions(Buffer.from('not an image'))).toBeUndefined();
  });

  it('names the size and the limit, and lets a picture at the limit pass', () => {
    expect(pixelLimitProblem({ width: 30_000, height: 30_000 }, 50_000_000)).toBe(
      'is 30000 × 30000 pixels (900 megapixels), more than the 50 megapixels an image may have (IMAGE_MAX_MEGAPIXELS); scale it down, a photo needs no more than 2560 px across',
    );
    expect(pixelLimitProblem({ width: 10_000, height: 5_000 }, 50_000_000)).toBeUndefined();
    expect(pixelLimitProblem({ width: 4000, height: 3000 }, 50_000_000)).toBeUndefined();
  });
});
