import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const forbiddenTags = ['form', 'input', 'button', 'textarea', 'select'];

/**
 * HTML from the blog API, sanitised with DOMPurify before it touches the page: scripts, event
 * handlers and javascript: links are removed, and so are form controls: a post has no business asking
 * a reader to type anything (a fake login form inside an article is a phishing page on our domain).
 * Only ever rendered in the browser (posts load there).
 */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_TAGS: forbiddenTags }), [html]);
  return (
    <div className="post-content" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
