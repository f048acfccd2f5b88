import { useEffect } from 'react';
import { siteConfig } from '../../../../../site.config';
import { Notice } from '../../../../components/notice';
import { pageNavigation } from '../../../../engine/page-navigation';
import { blogMessages } from '../../messages';

/** No such post: the server's message (or "No blog found.") for a moment, then the blog list (spec §4). */
export function PostNotFound({ message, redirectTo }: { message: string | undefined; redirectTo: string }) {
  useEffect(() => {
    const timer = setTimeout(() => pageNavigation.replace(redirectTo), siteConfig.blog.notFoundRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [redirectTo]);
  return (
    <Notice severity="warning" title={blogMessages.warningTitle}>
      {message ?? blogMessages.noBlogFound}
      <p className="post-not-found__redirecting">{blogMessages.redirecting}</p>
    </Notice>
  );
}
