import { describe, expect, it } from 'vitest';
import { serverNeedsOf } from './server-needs';

describe('server-needs.json', () => {
  it('names the pages whose sections take blog data, with the kind, dynamic pages by their pattern', () => {
    const needs = serverNeedsOf({
      // Cast: only the fields the function reads.
      pages: [
        { path: '/blogs', status: 200, sections: [{ type: 'hero' }, { type: 'blog-list' }] },
        { path: '/our/blog/:id/single', status: 200, sections: [{ type: 'blog-post' }] },
        { path: '/about', status: 200, sections: [{ type: 'hero' }] },
        { path: '/404', status: 404, sections: [{ type: 'blog-list' }] },
      ] as never,
    });
    expect(needs.blogPages).toEqual([
      { path: '/blogs', kind: 'list' },
      { path: '/our/blog/:id/single', kind: 'post' },
    ]);
  });
});
