import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNeedsFileSchema } from '../../../schemas/server-needs-file';
import { serverNeedsOf, writeServerNeeds } from './server-needs';

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

  it('names the hash of the search-pages.json written beside it, which the server compares at start', async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'server-needs-'));
    try {
      const searchPages = `${JSON.stringify({ pages: [{ path: '/about', title: 'About', headings: '', body: 'Über uns' }] })}\n`;
      await writeFile(path.join(distDir, 'search-pages.json'), searchPages);
      await writeServerNeeds(distDir, { pages: [] });
      const written = serverNeedsFileSchema.parse(JSON.parse(await readFile(path.join(distDir, 'server-needs.json'), 'utf8')));
      expect(written.searchPagesSha256).toBe(createHash('sha256').update(searchPages, 'utf8').digest('base64url'));
    } finally {
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
