// @vitest-environment node
import { ThemeProvider } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PageParamsContext } from '../../engine/islands/page-context';
import { matchRoutePattern } from '../../engine/route-pattern';
import { theme } from '../../theme/theme';
import BlogListSection from '../blog-list/blog-list-section';
import { blogListSectionSchema } from '../blog-list/definition';
import ContactFormSection from '../contact-form/contact-form-section';
import { contactFormSectionSchema } from '../contact-form/definition';
import BlogPostSection from './blog-post-section';
import { blogPostSectionSchema } from './definition';

/** Prerendering runs without window, document or fetch: the data sections render their first state only. */
function renderOnServer(path: string, url: string, element: ReactElement) {
  return renderToString(
    <ThemeProvider theme={theme}>
      <PageParamsContext.Provider value={matchRoutePattern(path, url) ?? {}}>{element}</PageParamsContext.Provider>
    </ThemeProvider>,
  );
}

describe('data sections on the server', () => {
  it('render their loading state, the blog list with its (hidden) h1, without a browser', () => {
    expect(typeof window).toBe('undefined');
    const list = renderOnServer(
      '/newspage/:catId/collections/',
      '/newspage/:catId/collections/',
      <BlogListSection section={blogListSectionSchema.parse({ type: 'blog-list', id: 'blogs', categoryParam: 'catId' })} index={0} />,
    );
    expect(list).toMatch(/<h1[^>]*class="visually-hidden"[^>]*>Our Blogs<\/h1>/);
    expect(list).toContain('role="status"');

    const post = renderOnServer(
      '/our/blog/:id/single',
      '/our/blog/:id/single',
      <BlogPostSection section={blogPostSectionSchema.parse({ type: 'blog-post', id: 'post' })} index={0} />,
    );
    expect(post).toContain('aria-label="Breadcrumb"');
    expect(post).toContain('href="/blogs"');
    expect(post).toContain('role="status"');
  });

  it('renders the contact form with its fields', () => {
    const html = renderOnServer(
      '/contact',
      '/contact',
      <ContactFormSection section={contactFormSectionSchema.parse({ type: 'contact-form', id: 'send-message' })} index={1} />,
    );
    expect(html).toContain('Send Your Message');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*name="website"[^>]*tabindex="-1"|<input[^>]*tabindex="-1"[^>]*name="website"/i);
  });
});
