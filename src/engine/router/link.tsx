import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, resolveTo, type To } from './location';
import { useRouterState } from './router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** Let the browser load the address instead of navigating in the app. */
  reloadDocument?: boolean;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/** An anchor that navigates in the app on a plain left click, and behaves as a normal link otherwise. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }, ref) {
  const { location, navigate } = useRouterState('<Link>');
  const href = resolveTo(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    // Following a link to the page already shown replaces the history entry instead of adding one.
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return <a ref={ref} href={href} target={target} onClick={handleClick} {...rest} />;
});

export type NavLinkProps = LinkProps & {
  /** Active only on this exact address, not on the pages below it. */
  end?: boolean;
};

/** A Link that knows whether it points at the page shown: it then carries aria-current="page" and the class "active". */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end = false, className, ...rest }, ref) {
  const { location } = useRouterState('<NavLink>');
  const target = resolveTo(rest.to, location).split(/[?#]/, 1)[0] ?? '/';
  const toPathname = (target !== '/' && target.endsWith('/') ? target.slice(0, -1) : target).toLowerCase();
  const pathname = location.pathname.toLowerCase();
  const isActive = pathname === toPathname || pathname === `${toPathname}/` || (!end && toPathname !== '/' && pathname.startsWith(`${toPathname}/`)) || (!end && toPathname === '/');
  return <Link ref={ref} aria-current={isActive ? 'page' : undefined} className={[className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined} {...rest} />;
});
