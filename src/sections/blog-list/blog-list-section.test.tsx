import { ThemeProvider } from '@mui/material/styles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { z } from 'zod';
import { siteConfig } from '../../../site.config';
import { deferred, jsonResponse, stubFetch } from '../../../tests/fetch-stub';
import { hydrateServerHtml } from '../../../tests/hydrate-server-html';
import { IsolatedSwr, renderRoute } from '../../../tests/render-with-data';
import { blogMessages } from '../../common/blog-messages';
import { PageParamsContext } from '../../engine/islands/page-context';
import { theme } from '../../theme/theme';
import BlogListSection from './blog-list-section';
import { blogListSectionSchema } from './definition';

const categoryPage = blogListSectionSchema.parse({ type: 'blog-list', id: 'blogs', heading: 'Our Blogs', categoryParam: 'catId' });
const allPostsPage = blogListSectionSchema.parse({ type: 'blog-list', id: 'blogs' } satisfies z.input<typeof blogListSectionSchema>);
const categoryPath = '/newspage/:catId/collections/';

function posts(count: number, { withImages = true } = {}) {
  return Array.from({ length: count }, (_, index) => ({
    id: count - index,
    title: `Post ${count - index}`,
    date: `2024-05-${String(28 - index).padStart(2, '0')}`,
    image: withImages ? `post-${count - index}.webp` : index % 2 ? null : '',
  }));
}

type Api = { posts?: unknown; postsStatus?: number; categoryTitle?: string | null };

/** Our server's answers for categories 1 and 2 (and every post without one). */
function stubBlogApi({ posts: list = posts(3), postsStatus = 200, categoryTitle = 'Cybersecurity' }: Api = {}) {
  return stubFetch((url) => {
    if (url.pathname.startsWith('/api/categories/')) {
      const id = url.pathname.split('/').pop();
      return jsonResponse({ records: categoryTitle === null ? [] : [{ id, title: id === '2' ? 'Governance' : categoryTitle }] });
    }
    if (url.pathname === '/api/blogs') return jsonResponse(list, postsStatus);
    return jsonResponse({ message: 'unexpected' }, 500);
  });
}

function renderCategory(url = '/newspage/1/collections/') {
  return renderRoute(<BlogListSection section={categoryPage} index={0} />, { path: categoryPath, url });
}

const location = () => screen.getByTestId('location').textContent;
const loaded = () => waitFor(() => expect(screen.queryByRole('status', { name: blogMessages.loading })).toBeNull());
const cards = () => screen.queryAllByRole('article');

describe('BlogListSection', () => {
  it('shows a full-page spinner while loading, named for screen readers, with the heading hidden', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    renderRoute(<BlogListSection section={allPostsPage} index={0} />, { path: '/blogs', url: '/blogs' });
    expect(screen.getByRole('status', { name: blogMessages.loading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blogs' })).toHaveClass('visually-hidden');
    answer.resolve(jsonResponse(posts(1)));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('lists every post under "Our Blogs" without a category', async () => {
    const fetchMock = stubBlogApi();
    renderRoute(<BlogListSection section={allPostsPage} index={0} />, { path: '/blogs', url: '/blogs' });
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blogs' })).not.toHaveClass('visually-hidden');
    expect(cards()).toHaveLength(3);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/blogs']);
  });

  it('heads a category with its title and shows each post with image, date, title and Read More', async () => {
    const fetchMock = stubBlogApi();
    renderCategory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cybersecurity' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual(['/api/blogs?catId=1', '/api/categories/1']);
    const first = cards()[0]!;
    expect(within(first).getByRole('heading', { level: 2, name: 'Post 3' })).toBeInTheDocument();
    expect(within(first).getByText('28 May 2024')).toHaveAttribute('datetime', '2024-05-28');
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/uploads/post-3.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('height', String(siteConfig.blog.listImageHeightPx));
    expect(getComputedStyle(image).height).toBe('270px');
    const readMore = within(first).getByRole('link', { name: new RegExp(`^${blogMessages.readMore}`) });
    expect(readMore).toHaveAttribute('href', '/our/blog/3/single');
    expect(readMore).toHaveAccessibleName(`${blogMessages.readMore}: Post 3`);
  });

  it('gives a post whose image is null or empty a cover naming its category instead, and prints its title once', async () => {
    stubBlogApi({ posts: posts(2, { withImages: false }) });
    renderCategory();
    await screen.findByRole('heading', { level: 1, name: 'Cybersecurity' });
    expect(cards()).toHaveLength(2);
    for (const card of cards()) {
      expect(card.querySelector('img')).toBeNull();
      const cover = card.querySelector('.blog-card__placeholder');
      expect(cover).toHaveTextContent(/^Cybersecurity$/);
      expect(cover).toHaveAttribute('aria-hidden', 'true');
      // The heading, and the "Read More" link's hidden ending: the title is not printed a second time.
      const title = within(card).getByRole('heading').textContent ?? '';
      expect(card.textContent?.split(title)).toHaveLength(3);
      expect(card.querySelector('.visually-hidden')?.textContent).toBe(`: ${title}`);
    }
  });

  it('names the cover "Insight" where the list has no category', async () => {
    stubBlogApi({ posts: posts(1, { withImages: false }) });
    renderRoute(<BlogListSection section={allPostsPage} index={0} />, { path: '/blogs', url: '/blogs' });
    await loaded();
    expect(cards()[0]?.querySelector('.blog-card__eyebrow')).toHaveTextContent(blogMessages.insight);
  });

  it('falls back to the content heading when the category has no title', async () => {
    stubBlogApi({ categoryTitle: null });
    renderCategory();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blogs' })).not.toHaveClass('visually-hidden');
  });

  it('shows the warning, the empty-state texts and a way home when there are no posts', async () => {
    stubBlogApi({ posts: [] });
    renderCategory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(blogMessages.warningTitle);
    expect(alert).toHaveTextContent('No blogs found for this category');
    expect(screen.getByRole('heading', { level: 2, name: 'No blog posts found' })).toBeInTheDocument();
    expect(screen.getByText('Please check back later or browse other categories')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: blogMessages.pagination })).toBeNull();
  });

  it.each([
    ['a server error', { postsStatus: 500 }],
    ['a malformed answer', { posts: { records: [] } }],
  ])('shows the error alert on %s', async (_case, api) => {
    stubBlogApi(api);
    renderCategory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to load blog data.');
    expect(cards()).toHaveLength(0);
  });

  it('shows no pagination when the posts fit on one page', async () => {
    stubBlogApi({ posts: posts(siteConfig.blog.pageSize) });
    renderCategory();
    await screen.findByRole('heading', { level: 1, name: 'Cybersecurity' });
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: blogMessages.pagination })).toBeNull();
  });

  it('pages six posts at a time, keeping the page in the address', async () => {
    stubBlogApi({ posts: posts(14) });
    renderCategory();
    const pager = await screen.findByRole('navigation', { name: blogMessages.pagination });
    const button = (name: string) => within(pager).getByRole('link', { name });
    expect(cards()).toHaveLength(6);
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Post 14');
    expect(
      within(pager)
        .getAllByRole('link')
        .map((element) => element.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    // Real links, so they work before and without scripts; the end that leads nowhere has no address.
    expect(button('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Previous')).not.toHaveAttribute('href');
    expect(button('Next')).toHaveAttribute('href', '/newspage/1/collections/?page=2');
    expect(button('Page 3')).toHaveAttribute('href', '/newspage/1/collections/?page=3');
    expect(button('Page 1')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(button('Next'));
    expect(location()).toBe('/newspage/1/collections/?page=2');
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Post 8');
    expect(button('Previous')).toHaveAttribute('href', '/newspage/1/collections/');

    await userEvent.click(button('Page 3'));
    expect(location()).toBe('/newspage/1/collections/?page=3');
    expect(cards()).toHaveLength(2);
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Page 3')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(button('Previous'));
    await userEvent.click(button('Previous'));
    expect(location()).toBe('/newspage/1/collections/');
    expect(button('Previous')).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens at the page named in the address, as after a reload', async () => {
    stubBlogApi({ posts: posts(14) });
    renderCategory('/newspage/1/collections/?page=2');
    const pager = await screen.findByRole('navigation', { name: blogMessages.pagination });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Post 8');
  });

  it.each([
    ['?page=9', '/newspage/1/collections/?page=3', 'Page 3'],
    ['?page=0', '/newspage/1/collections/', 'Page 1'],
    ['?page=two', '/newspage/1/collections/', 'Page 1'],
  ])('clamps an out-of-range page (%s) and corrects the address', async (query, corrected, current) => {
    stubBlogApi({ posts: posts(14) });
    renderCategory(`/newspage/1/collections/${query}`);
    const pager = await screen.findByRole('navigation', { name: blogMessages.pagination });
    expect(within(pager).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(location()).toBe(corrected));
  });

  it('renders the loading state on the server and hydrates it without a warning', async () => {
    const ui = (
      <ThemeProvider theme={theme}>
        <IsolatedSwr>
          <PageParamsContext.Provider value={{ catId: '1' }}>
            <BlogListSection section={categoryPage} index={0} />
          </PageParamsContext.Provider>
        </IsolatedSwr>
      </ThemeProvider>
    );
    window.history.replaceState(null, '', '/newspage/1/collections/?page=2');
    const { html, recoverable, unmount } = await hydrateServerHtml(ui);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-label="Loading"');
    expect(recoverable).toEqual([]);
    unmount();
  });
});
