import { useEffect } from 'react';
import { siteConfig } from '../../../../../site.config';
import { blogMessages } from '../../../../common/blog-messages';
import { Notice } from '../../../../components/notice';
import { pageNavigation } from '../../../../engine/page-navigation';
import { redirectAttributes } from '../../enhance/blog-enhance';

const delayMs = siteConfig.blog.notFoundRedirectDelayMs;

/**
 * No such post: the server's message (or "No blog found.") for a moment, then the blog list (spec §4).
 * Hydrated (a page built without its data), the effect sends the visitor on; in a page the server
 * rendered with its data, nothing is hydrated and blog-enhance.ts reads the same address and delay
 * from the attributes.
 */
export function PostNotFound({ message, redirectTo }: { message: string | undefined; redirectTo: string }) {
  useEffect(() => {
    const timer = setTimeout(() => pageNavigation.replace(redirectTo), delayMs);
    return () => clearTimeout(timer);
  }, [redirectTo]);
  return (
    <Notice severity="warning" title={blogMessages.warningTitle}>
      {message ?? blogMessages.noBlogFound}
      <p className="post-not-found__redirecting" {...{ [redirectAttributes.to]: redirectTo, [redirectAttributes.afterMs]: String(delayMs) }}>
        {blogMessages.redirecting}
      </p>
    </Notice>
  );
}
