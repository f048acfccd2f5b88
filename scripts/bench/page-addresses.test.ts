import { fillAddress } from './page-addresses';

describe('fillAddress', () => {
  it("fills a route's parameters from the API: the newest post and the first category", () => {
    expect(fillAddress('/our/blog/:id/single', { newestPostId: 15, firstCategoryId: 1 })).toBe('/our/blog/15/single');
    expect(fillAddress('/newspage/:catId/collections/', { newestPostId: 15, firstCategoryId: 3 })).toBe('/newspage/3/collections/');
  });

  it("fills a configured page's placeholder", () => {
    expect(fillAddress('/our/blog/{newestPostId}/single', { newestPostId: 7 })).toBe('/our/blog/7/single');
  });

  it('leaves a page without parameters as it is', () => {
    expect(fillAddress('/advisory/industry', {})).toBe('/advisory/industry');
  });

  it('gives nothing when the API had no value for it, or the parameter is unknown', () => {
    expect(fillAddress('/our/blog/:id/single', {})).toBeUndefined();
    expect(fillAddress('/our/blog/{newestPostId}/single', { firstCategoryId: 1 })).toBeUndefined();
    expect(fillAddress('/shop/:productId', { newestPostId: 1, firstCategoryId: 1 })).toBeUndefined();
  });
});
