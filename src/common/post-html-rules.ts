/**
 * What a blog post's HTML may contain, on top of DOMPurify's defaults (which already drop scripts,
 * event handlers and javascript: links). One list for both sanitisers: the browser's before it shows a
 * post (src/features/blog/sanitize-post-html.ts) and the server's for the feeds (server/blog/post-html-sanitizer.ts).
 * - no form controls: a post has no business asking a reader to type anything (a fake login form
 *   inside an article is a phishing page on our domain);
 * - no `<style>` element and no `style=""` attribute: either lets a post restyle the whole page (hide
 *   `main`, lay a full-screen box over the site). Posts are styled by the site, never by themselves.
 */
export const postForbiddenTags = ['form', 'input', 'button', 'textarea', 'select', 'style'] as const;
export const postForbiddenAttributes = ['style'] as const;
