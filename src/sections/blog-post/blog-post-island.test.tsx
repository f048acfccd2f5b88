import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../../site.config';
import { IsolatedSwr } from '../../../tests/render-with-data';
import { blogMessages } from '../../common/blog-messages';
import type { BlogPageData } from '../../common/blog-page-data';
import { pageNavigation } from '../../engine/page-navigation';
import { BlogPostView } from '../../features/blog/components/blog-post/blog-post-view';
import { embeddedBlogData } from '../../features/blog/embedded/blog-fallback';
import { EmbeddedBlogDataProvider } from '../../features/blog/embedded/embedded-blog-data';
import { type RenderedBlogMarker, renderedBlogMarker } from '../../features/blog/embedded/embedded-blog-data-shape';
import island from './blog-post.island';
import { blogPostSectionSchema } from './definition';

/**
 * The blog-post island's module in a page the reference server rendered with its data: it leaves the
 * HTML as it is (no React takes it over, no request), and a not-found post still sends the visitor to
 * the blog list after the spec's warning, by plain script.
 */
const section = blogPostSectionSchema.parse({ type: 'blog-post', id: 'post' });

function serverPage(data: BlogPageData) {
  // What the server writes into the data block (src/entry-server.tsx): only the mark, read back as JSON.
  const block = JSON.parse(JSON.stringify(renderedBlogMarker(embeddedBlogData(data)))) as RenderedBlogMarker;
  const element = document.createElement('div');
  element.dataset.island = 'blog-post';
  element.innerHTML = `<div data-island-root="">${renderToString(
    <IsolatedSwr>
      <EmbeddedBlogDataProvider data={embeddedBlogData(data)}>
        <BlogPostView postId={data.kind === 'post' ? data.id : undefined} home={section.home} blogList={section.blogList} />
      </EmbeddedBlogDataProvider>
    </IsolatedSwr>,
  )}</div>`;
  document.body.append(element);
  return { element, props: { section, index: 0, page: { pagePath: '/our/blog/:id/single', icons: {} }, data: block } };
}

const takenOverByReact = (element: HTMLElement) =>
  [element, ...element.querySelectorAll('*')].filter((node) => Object.keys(node).some((key) => key.startsWith('__react'))).length;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the blog-post island with the server’s data', () => {
  it('leaves a post as the server rendered it: no React, no request', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new Error('no request expected')));
    vi.stubGlobal('fetch', fetchMock);
    const post = {
      id: 4,
      title: 'Zero trust',
      date: '2024-05-01',
      author: 'SOC desk',
      image: null,
      content: '<p>Trust <b>nothing</b>.</p>',
      category: 'Insights',
    };
    const { element, props } = serverPage({
      kind: 'post',
      search: '',
      path: '/our/blog/4/single',
      id: '4',
      post,
      related: [{ id: 2, title: 'Least privilege' }],
    });
    const before = element.innerHTML;
    await island.mount(element, props);
    expect(element.innerHTML).toBe(before);
    expect(takenOverByReact(element)).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the not-found warning, then sends the visitor to the blog list after the delay', async () => {
    vi.useFakeTimers();
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    const { element, props } = serverPage({ kind: 'post', search: '', path: '/our/blog/999/single', id: '999', post: undefined, related: [] });
    expect(element.querySelector('[role="alert"]')?.textContent).toContain(blogMessages.noBlogFound);
    await island.mount(element, props);
    expect(takenOverByReact(element)).toBe(0);
    vi.advanceTimersByTime(siteConfig.blog.notFoundRedirectDelayMs - 100);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(replace).toHaveBeenCalledExactlyOnceWith('/blogs');
  });
});
