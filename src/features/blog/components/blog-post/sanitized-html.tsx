import { useMemo } from 'react';
import { sanitizePostHtml } from '../../sanitize-post-html';

/**
 * HTML from the blog API, sanitised with DOMPurify before it touches the page (see
 * sanitize-post-html.ts for what is removed). Only ever rendered in the browser (posts load there).
 */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePostHtml(html), [html]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the post's HTML after DOMPurify with the site's allow-list (no script, style, forms or event handlers)
    <div className="post-content" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
