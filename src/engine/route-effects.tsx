import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * What a full page load does for free and in-app navigation must do itself: start at the top (or at
 * the #anchor), move focus to the new content for keyboard and screen-reader users. After the first
 * (hydrating) render and after each navigation, `onPageShown` lets the animate-in code find the sections.
 */
export function RouteEffects({ onPageShown }: { onPageShown?: () => void }) {
  const location = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
    } else {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    onPageShown?.();
  }, [location.pathname, location.hash, onPageShown]);
  return null;
}
