import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '../../../tests/hydrate-server-html';
import { IsolatedSwr } from '../../../tests/render-with-data';
import { blogMessages } from '../../common/blog-messages';
import type { BlogPageData } from '../../common/blog-page-data';
import { IslandDataContext, PageParamsContext } from '../../engine/islands/page-context';
import { BlogList } from '../../features/blog/components/blog-list/blog-list';
import { BlogPostView } from '../../features/blog/components/blog-post/blog-post-view';
import { embeddedBlogData } from '../../features/blog/embedded/blog-fallback';
import { EmbeddedBlogDataProvider } from '../../features/blog/embedded/embedded-blog-data';
import { blogPostSectionSchema } from '../blog-post/definition';
import BlogListSection from './blog-list-section';
import { blogListSectionSchema } from './definition';

const list = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: count - index,
    title: `Post ${count - index}`,
    date: '2024-05-01',
    image: index % 2 ? null : `p${index}.webp`,
  }));

function noFetch() {
  const fetchMock = vi.fn(() => Promise.reject(new Error('The island asked the API although its data is in the page')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** As the reference server renders an island with its data, and as its client module hydrates it. */
async function hydrateWithData(data: BlogPageData, island: ReactElement) {
  const embedded = embeddedBlogData(JSON.parse(JSON.stringify(data)));
  // The browser reads the data back from the data block: JSON, so `undefined` fields are gone.
  const fromPage = JSON.parse(JSON.stringify(embedded));
  return hydrateServerHtml(
    <IsolatedSwr>
      <EmbeddedBlogDataProvider data={fromPage}>{island}</EmbeddedBlogDataProvider>
    </IsolatedSwr>,
  );
}

describe('blog islands rendered with the server’s data', () => {
  it('render the list’s second page at once and hydrate it without a request or a mismatch', async () => {
    const fetchMock = noFetch();
    window.history.replaceState(null, '', '/blogs?page=2');
    const { html, recoverable, unmount } = await hydrateWithData(
      { kind: 'list', search: '?page=2', path: '/blogs', catId: undefined, posts: list(14), category: undefined },
      <BlogList catId={undefined} fallbackHeading="Our Blogs" headingId="blogs-heading" />,
    );
    expect(html).not.toContain('role="status"');
    expect(html).toContain('href="/blogs?page=3"');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getAllByRole('article').at(0)?.querySelector('h2')).toHaveTextContent('Post 8');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(recoverable).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
  });

  it('render a post with its author, content and related posts, hydrated without a request', async () => {
    const fetchMock = noFetch();
    const post = {
      id: 4,
      title: 'Zero trust',
      date: '2024-05-01',
      author: 'SOC desk',
      image: null,
      content: '<p>Trust <b>nothing</b>.</p>',
      category: 'Insights',
    };
    const section = blogPostSectionSchema.parse({ type: 'blog-post', id: 'post' });
    const { html, recoverable, unmount } = await hydrateWithData(
      { kind: 'post', search: '', path: '/our/blog/4/single', id: '4', post, related: [{ id: 2, title: 'Least privilege' }] },
      <BlogPostView postId="4" home={section.home} blogList={section.blogList} />,
    );
    expect(html).toContain('<b>nothing</b>');
    expect(screen.getByRole('heading', { level: 1, name: 'Zero trust' })).toBeInTheDocument();
    expect(screen.getByText(blogMessages.byAuthor('SOC desk'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Least privilege' })).toHaveAttribute('href', '/our/blog/2/single');
    expect(recoverable).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
  });

  it('render an unknown post as the spec’s warning, not the load failure', async () => {
    noFetch();
    const section = blogPostSectionSchema.parse({ type: 'blog-post', id: 'post' });
    const { html, unmount } = await hydrateWithData(
      { kind: 'post', search: '', path: '/our/blog/abc/single', id: 'abc', post: undefined, related: [] },
      <BlogPostView postId="abc" home={section.home} blogList={section.blogList} />,
    );
    expect(html).toContain(blogMessages.noBlogFound);
    expect(html).not.toContain(blogMessages.postLoadFailed);
    unmount();
  });

  it('takes the data from the island context on the server (the section), none at build time', async () => {
    const section = blogListSectionSchema.parse({ type: 'blog-list', id: 'blogs' });
    const data = embeddedBlogData({ kind: 'list', search: '', path: '/blogs', catId: undefined, posts: list(2), category: undefined });
    const withData = await hydrateServerHtml(
      <IsolatedSwr>
        <IslandDataContext.Provider value={JSON.parse(JSON.stringify(data))}>
          <PageParamsContext.Provider value={{}}>
            <BlogListSection section={section} index={0} />
          </PageParamsContext.Provider>
        </IslandDataContext.Provider>
      </IsolatedSwr>,
    );
    expect(withData.html).toContain('Post 2');
    withData.unmount();
  });
});
