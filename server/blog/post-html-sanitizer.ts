import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { postForbiddenAttributes, postForbiddenTags } from '../../src/features/blog/sanitize-post-html';

/**
 * A post's HTML as feeds carry it: the same DOMPurify, with the same allow-list, as the browser
 * applies before showing a post (src/features/blog/sanitize-post-html.ts), run on a jsdom window,
 * so a feed reader never gets what the site itself would not show. Links and images are made
 * absolute: a feed is read away from the site, where "/services" means nothing.
 * See docs/decisions/013-blog-on-the-server.md for why DOMPurify on jsdom rather than sanitize-html.
 */
export function createPostHtmlSanitizer(siteUrl: string | undefined): (html: string) => string {
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  // Without a site address (a post shown on the site itself), links stay as the post wrote them.
  const base = siteUrl === undefined ? undefined : `${siteUrl.replace(/\/$/, '')}/`;
  return (html) => {
    const fragment = purify.sanitize(html, {
      FORBID_TAGS: [...postForbiddenTags],
      FORBID_ATTR: [...postForbiddenAttributes],
      RETURN_DOM_FRAGMENT: true,
    });
    if (base !== undefined)
      for (const element of fragment.querySelectorAll('[href], [src]')) {
        for (const attribute of ['href', 'src'] as const) {
          const value = element.getAttribute(attribute);
          // A fragment-only link ("#section") points inside the post wherever it is read.
          if (value === null || value.startsWith('#')) continue;
          try {
            element.setAttribute(attribute, new URL(value, base).href);
          } catch {
            element.removeAttribute(attribute);
          }
        }
      }
    const container = window.document.createElement('div');
    container.append(fragment);
    return container.innerHTML;
  };
}
