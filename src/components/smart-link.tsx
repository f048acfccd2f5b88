import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { isExternalHref, isInternalHref } from '../engine/links/href-kind';
import { Link as RouterLink } from 'react-router';

export type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Open in a new tab (external addresses always do). */
  newTab?: boolean;
  /** Leave the app and load the page from the server. */
  fullPageLoad?: boolean;
};

/**
 * The one link component of the site: in-app navigation for internal paths, a new tab with
 * rel="noopener noreferrer" for external sites, a plain anchor for mailto:/tel:.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, newTab, fullPageLoad, children, ...rest },
  ref,
) {
  const opensNewTab = newTab || isExternalHref(href);
  const newTabProps = opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isInternalHref(href) && !opensNewTab && !fullPageLoad) {
    return (
      <RouterLink ref={ref} to={href} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a ref={ref} href={href} {...newTabProps} {...rest}>
      {children}
      {opensNewTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
});
