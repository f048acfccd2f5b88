import { describe, expect, it } from 'vitest';
import { categoryWarnings } from './categories-form';

const saved = [
  { id: 1, title: 'News', posts: ['content/blog/posts/a.md', 'content/blog/posts/b.md'] },
  { id: 2, title: 'Insights', posts: [] },
  { id: 3, title: 'Events', posts: ['content/blog/posts/c.md'] },
];

describe('what a change of the categories breaks', () => {
  it('names the posts of a renamed category, and nothing for an unused one or an unchanged list', () => {
    expect(
      categoryWarnings(saved, [
        { id: 1, title: 'News' },
        { id: 2, title: 'Ideas' },
        { id: 3, title: 'Events' },
      ]),
    ).toEqual([]);
    expect(
      categoryWarnings(saved, [
        { id: 1, title: 'Updates' },
        { id: 2, title: 'Insights' },
        { id: 3, title: 'Events' },
      ]),
    ).toEqual([
      '2 posts name the category "News", which is renamed "Updates": content/blog/posts/a.md, content/blog/posts/b.md. Change their category too, or the blog import refuses them.',
    ]);
  });

  it('names the posts, the category page and the Media menu entry of a removed category', () => {
    expect(
      categoryWarnings(saved, [
        { id: 1, title: 'News' },
        { id: 2, title: 'Insights' },
      ]),
    ).toEqual([
      '1 post names the category "Events", which is removed: content/blog/posts/c.md. Change its category too, or the blog import refuses it.',
      'The category page of "Events" (id 3) and its entry in the Media menu go away; links to that page lead nowhere.',
    ]);
  });

  it('does not warn when the title moves to another number', () => {
    expect(
      categoryWarnings(saved, [
        { id: 4, title: 'News' },
        { id: 2, title: 'Insights' },
        { id: 3, title: 'Events' },
      ]),
    ).toEqual(['The category page of "News" (id 1) and its entry in the Media menu go away; links to that page lead nowhere.']);
  });
});
