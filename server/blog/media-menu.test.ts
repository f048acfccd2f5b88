// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHtmlDocument } from '../pages/html-document';
import { createMediaMenuPages } from './media-menu';

const built = createHtmlDocument(Buffer.from('<nav><ul id="media" data-media-menu=""></ul><button aria-controls="media" disabled="">Media</button></nav>'));
const snapshot = { version: 'blog-1', categories: [{ id: 1, title: 'News' }] };

describe('pages with their Media menu filled', () => {
  it('are made once per page and blog version, and at most `limit` are kept: the least recently used is made again', async () => {
    const pages = createMediaMenuPages(async () => snapshot, 2);
    const a = await pages.document('/a', built);
    expect(a.body.toString()).toContain('<li><a href="/newspage/1/collections/">News</a></li>');
    expect(await pages.document('/a', built)).toBe(a);
    const b = await pages.document('/b', built);
    // /a used again: /b is now the least recently used, and goes when /c comes.
    expect(await pages.document('/a', built)).toBe(a);
    await pages.document('/c', built);
    expect(await pages.document('/a', built)).toBe(a);
    expect(await pages.document('/b', built)).not.toBe(b);
  });
});
