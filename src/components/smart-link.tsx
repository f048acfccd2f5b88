import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { isExternalHref } from '../engine/links/href-kind';
import { chromeMessages } from '../messages/chrome-messages';

export type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Open in a new tab (external addresses always do). */
  newTab?: boolean;
  /** Every link is now a page load; accepted (and ignored) for callers written when links navigated in the app. */
  fullPageLoad?: boolean;
};

/**
 * The one link component of the site: a plain anchor (moving between pages is a page load of a
 * prerendered file, docs/decisions/009-islands.md), and for external sites a new tab with
 * rel="noopener noreferrer" and a hidden note saying so.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, newTab, fullPageLoad: _everyLinkLoadsAPage, children, ...rest },
  ref,
) {
  const opensNewTab = newTab || isExternalHref(href);
  const newTabProps = opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a ref={ref} href={href} {...newTabProps} {...rest}>
      {children}
      {opensNewTab ? <span className="visually-hidden"> {chromeMessages.newTabNote}</span> : null}
    </a>
  );
});
