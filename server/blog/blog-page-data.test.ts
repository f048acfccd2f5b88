import { describe, expect, it } from 'vitest';
import { isKnownId, pageCountOf, pageData, pageSearch } from './blog-page-data';
import type { BlogSnapshot, SnapshotPost } from './blog-snapshot';

function post(id: number, categoryId: number): SnapshotPost {
  return {
    id,
    title: `Post ${id}`,
    date: `2026-01-${String(id).padStart(2, '0')}`,
    updated: null,
    author: 'Editor',
    image: null,
    categoryId,
    category: `Category ${categoryId}`,
    summary: '',
    contentHtml: `<p>Body ${id}</p>`,
  };
}

// Fourteen posts: nine in category 1, five in category 2; the list shows six a page.
const snapshot: BlogSnapshot = {
  version: 'blog-1',
  categories: [
    { id: 1, title: 'News' },
    { id: 2, title: 'Insights' },
  ],
  posts: Array.from({ length: 14 }, (_, index) => post(14 - index, index < 9 ? 1 : 2)),
};

describe('blog page data', () => {
  it('counts a list’s pages by its category, and a malformed category has none', () => {
    expect(pageCountOf(undefined, snapshot)).toBe(3);
    expect(pageCountOf('1', snapshot)).toBe(2);
    expect(pageCountOf('2', snapshot)).toBe(1);
    expect(pageCountOf('abc', snapshot)).toBe(0);
  });

  it('answers the page asked for within the list’s pages, page 1 without a query', () => {
    expect(pageSearch({ page: '2' }, 3)).toBe('?page=2');
    expect(pageSearch({ page: '99' }, 3)).toBe('?page=3');
    expect(pageSearch({ page: '1' }, 3)).toBe('');
    expect(pageSearch({ page: '-2' }, 3)).toBe('');
    expect(pageSearch({ page: 'two' }, 3)).toBe('');
    expect(pageSearch(undefined, 0)).toBe('');
  });

  it('knows which post and category ids exist in this version of the blog', () => {
    expect(isKnownId('post', '3', snapshot)).toBe(true);
    expect(isKnownId('post', '15', snapshot)).toBe(false);
    expect(isKnownId('list', '2', snapshot)).toBe(true);
    expect(isKnownId('list', '3', snapshot)).toBe(false);
    expect(isKnownId('post', '3abc', snapshot)).toBe(false);
  });

  it('gives a post its sanitised content and at most the related posts of its own category', () => {
    const data = pageData('post', '14', '', '/our/blog/14/single', snapshot, (html) => html.replace('Body', 'Clean'));
    if (data.kind !== 'post') throw new Error('expected a post page');
    expect(data.post).toMatchObject({ id: 14, title: 'Post 14', category: 'Category 1', content: '<p>Clean 14</p>' });
    expect(data.related.length).toBeGreaterThan(0);
    const categoryOne = new Set(snapshot.posts.filter((candidate) => candidate.categoryId === 1).map((candidate) => candidate.id));
    for (const related of data.related) {
      expect(related.id).not.toBe(14);
      expect(categoryOne.has(Number(related.id))).toBe(true);
    }
  });

  it('lists a category’s posts with its title, and nothing for a malformed category', () => {
    const list = pageData('list', '2', '', '/newspage/2/collections/', snapshot, (html) => html);
    if (list.kind !== 'list') throw new Error('expected a list page');
    expect(list.category?.title).toBe('Insights');
    expect(list.posts.map((item) => item.id)).toEqual([5, 4, 3, 2, 1]);
    const malformed = pageData('list', 'x', '', '/newspage/x/collections/', snapshot, (html) => html);
    if (malformed.kind !== 'list') throw new Error('expected a list page');
    expect(malformed.posts).toEqual([]);
    expect(malformed.category).toBeUndefined();
  });
});
