import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * What a full page load does for free and in-app navigation must do itself: start at the top (or at
 * the #anchor), move focus to the new content for keyboard and screen-reader users, and let the
 * animate-in library find the new sections.
 */
export function RouteEffects({ onNavigate }: { onNavigate?: () => void }) {
  const location = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
    onNavigate?.();
  }, [location.pathname, location.hash, onNavigate]);
  return null;
}
