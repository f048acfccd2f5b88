import site from 'virtual:site-data';
import { ThemeProvider } from '@mui/material/styles';
import { act, screen, waitFor, within } from '@testing-library/react';
import { siteConfig } from '../../../site.config';
import { jsonResponse, stubFetch } from '../../../tests/fetch-stub';
import { hydrateServerHtml } from '../../../tests/hydrate-server-html';
import { IsolatedSwr, renderRoute } from '../../../tests/render-with-data';
import { blogMessages } from '../../common/blog-messages';
import { PageParamsContext } from '../../engine/islands/page-context';
import { pageNavigation } from '../../engine/page-navigation';
import { theme } from '../../theme/theme';
import BlogPostSection from './blog-post-section';
import { blogPostSectionSchema } from './definition';

const section = blogPostSectionSchema.parse({ type: 'blog-post', id: 'post' });
const postPath = '/our/blog/:id/single';

const post = {
  id: 7,
  title: 'Zero trust in practice',
  date: '2024-05-01',
  author: 'Kofi Mensah',
  image: 'zero-trust.webp',
  content: '<p>Start with identity.</p><h2>Next steps</h2>',
  category: 'Cybersecurity',
};

type Answers = { detail?: () => Response | Promise<Response>; related?: () => Response | Promise<Response> };

function stubPostApi({
  detail = () => jsonResponse({ records: [post] }),
  related = () =>
    jsonResponse([
      { id: 3, title: 'Board reviews' },
      { id: '5', title: 'ISO 27001 in 2022' },
    ]),
}: Answers = {}) {
  return stubFetch((url) => (url.pathname.endsWith('/related') ? related() : detail()));
}

function renderPost(url = '/our/blog/7/single') {
  return renderRoute(<BlogPostSection section={section} index={0} />, { path: postPath, url });
}

const loaded = () => waitFor(() => expect(screen.queryByRole('status', { name: blogMessages.loading })).toBeNull());

describe('BlogPostSection', () => {
  it('shows the breadcrumb and a spinner while the post loads', () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderPost();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('shows the title as the h1, the date, the author, the image and the content, and names the tab after the post', async () => {
    const fetchMock = stubPostApi();
    renderPost();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zero trust in practice' })).toBeInTheDocument();
    expect(screen.getByText('1 May 2024')).toHaveAttribute('datetime', '2024-05-01');
    expect(screen.getByText('By Kofi Mensah')).toBeInTheDocument();
    const image = screen.getByRole('article').querySelector('img')!;
    expect(image).toHaveAttribute('src', '/uploads/zero-trust.webp');
    expect(getComputedStyle(image).maxHeight).toBe(`${siteConfig.blog.detailImageMaxHeightPx}px`);
    // The content component (with DOMPurify) loads on its own, just after the post.
    expect(await screen.findByText('Start with identity.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Next steps' })).toBeInTheDocument();
    expect(document.title).toBe(`Zero trust in practice | ${site.name}`);
    // The addresses asked (the harness turns SWR's de-duplication off, so a remount may ask again).
    expect([...new Set(fetchMock.mock.calls.map(([url]) => String(url)))].sort()).toEqual(['/api/blogs/7', '/api/blogs/7/related']);
  });

  it('leaves out the image and the author when the post has none', async () => {
    stubPostApi({ detail: () => jsonResponse({ records: [{ ...post, image: null, author: '' }] }) });
    renderPost();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
    expect(screen.queryByText(/^By /)).toBeNull();
  });

  it('sanitises the content: no scripts, no event handlers, no javascript: links', async () => {
    const content = '<p>Safe</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true"><a href="javascript:alert(1)">Click</a>';
    stubPostApi({ detail: () => jsonResponse({ records: [{ ...post, content }] }) });
    renderPost();
    await screen.findByText('Safe');
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Click')).not.toHaveAttribute('href');
    expect(article.innerHTML).not.toContain('javascript:');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('removes forms and form controls from the content, keeping the text around them', async () => {
    const content =
      '<p>Before</p><form action="https://evil.example/login" method="post"><label>Password <input type="password" name="password"></label>' +
      '<textarea name="note"></textarea><select name="bank"><option>Bank</option></select><button type="submit">Log in</button></form><p>After</p>';
    stubPostApi({ detail: () => jsonResponse({ records: [{ ...post, content }] }) });
    renderPost();
    await screen.findByText('Before');
    const article = screen.getByRole('article');
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(article.querySelector('form, input, button, textarea, select')).toBeNull();
    expect(article.innerHTML).not.toContain('evil.example');
  });

  it('offers share links in new tabs with the page address and title', async () => {
    stubPostApi();
    renderPost();
    await screen.findByText(blogMessages.shareThisPost);
    const address = encodeURIComponent(`${site.url.replace(/\/$/, '')}/our/blog/7/single`);
    const title = encodeURIComponent('Zero trust in practice');
    const expected = {
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${address}`,
      Twitter: `https://twitter.com/intent/tweet?url=${address}&text=${title}`,
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
      WhatsApp: `https://wa.me/?text=${encodeURIComponent(`Zero trust in practice ${site.url.replace(/\/$/, '')}/our/blog/7/single`)}`,
    };
    for (const [network, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('lists related posts in the "Related Article" sidebar', async () => {
    stubPostApi();
    renderPost();
    const sidebar = await screen.findByRole('complementary', { name: 'Related Article' });
    await waitFor(() => expect(within(sidebar).getAllByRole('link')).toHaveLength(2));
    expect(within(sidebar).getByRole('link', { name: 'Board reviews' })).toHaveAttribute('href', '/our/blog/3/single');
    expect(within(sidebar).getByRole('link', { name: 'ISO 27001 in 2022' })).toHaveAttribute('href', '/our/blog/5/single');
  });

  it('says "No archive related available" when there are none', async () => {
    stubPostApi({ related: () => jsonResponse([]) });
    renderPost();
    const sidebar = await screen.findByRole('complementary', { name: 'Related Article' });
    expect(await within(sidebar).findByText('No archive related available')).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => jsonResponse({ error: 'boom' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a malformed answer', () => jsonResponse({ related: [] })],
  ])('ignores %s of the related posts call', async (_case, related) => {
    stubPostApi({ related });
    renderPost();
    const sidebar = await screen.findByRole('complementary', { name: 'Related Article' });
    expect(await within(sidebar).findByText('No archive related available')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Zero trust in practice' })).toBeInTheDocument();
  });

  it('warns with the server message when there is no such post, then goes to the blog list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation((url) => window.history.replaceState(null, '', url));
    try {
      stubPostApi({ detail: () => jsonResponse({ records: [], message: 'Blog post 99 does not exist' }, 404) });
      renderPost('/our/blog/99/single');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Warning');
      expect(alert).toHaveTextContent('Blog post 99 does not exist');
      await act(async () => vi.advanceTimersByTime(siteConfig.blog.notFoundRedirectDelayMs - 200));
      expect(replace).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(400));
      expect(replace).toHaveBeenCalledExactlyOnceWith('/blogs');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "No blog found." when there is no post and no message', async () => {
    stubPostApi({ detail: () => jsonResponse({ records: [] }) });
    renderPost();
    expect(await screen.findByRole('alert')).toHaveTextContent('No blog found.');
  });

  it.each([
    ['a server error', () => jsonResponse({ records: [] }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a malformed answer', () => jsonResponse({ record: post })],
  ])('shows the load failure on %s', async (_case, detail) => {
    stubPostApi({ detail });
    renderPost();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blog post. Please try again later.');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('says "Blog not found." when the address names no post', async () => {
    const fetchMock = stubPostApi();
    renderRoute(<BlogPostSection section={section} index={0} />, { path: '/our/blog', url: '/our/blog' });
    expect(screen.getByRole('alert')).toHaveTextContent('Blog not found.');
    await loaded();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links a related post to its own page, which is a page load', async () => {
    stubFetch((url) => {
      if (url.pathname.endsWith('/related')) return jsonResponse([{ id: 8, title: 'Next article' }]);
      return jsonResponse({ records: [post] });
    });
    renderPost();
    const sidebar = await screen.findByRole('complementary', { name: 'Related Article' });
    expect(await within(sidebar).findByRole('link', { name: 'Next article' })).toHaveAttribute('href', '/our/blog/8/single');
    expect(document.title).toBe(`${post.title} | ${site.name}`);
  });

  it('hydrates its server HTML (breadcrumb and spinner) without a warning, then loads the post', async () => {
    stubPostApi();
    const ui = (
      <ThemeProvider theme={theme}>
        <IsolatedSwr>
          <PageParamsContext.Provider value={{ id: '7' }}>
            <BlogPostSection section={section} index={0} />
          </PageParamsContext.Provider>
        </IsolatedSwr>
      </ThemeProvider>
    );
    const { html, container, recoverable, unmount } = await hydrateServerHtml(ui);
    expect(html).toContain('aria-label="Loading"');
    expect(recoverable).toEqual([]);
    expect(await within(container).findByRole('heading', { level: 1, name: 'Zero trust in practice' })).toBeInTheDocument();
    unmount();
  });
});
