import DOMPurify from 'dompurify';
import { postForbiddenAttributes, postForbiddenTags } from '../../common/post-html-rules';

/** A post's HTML as it may be put in the page, with the allow-list the server's feeds use too. Browser only (DOMPurify needs a DOM). */
export function sanitizePostHtml(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: [...postForbiddenTags], FORBID_ATTR: [...postForbiddenAttributes] });
}
