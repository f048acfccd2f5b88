import { type ReactNode, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Hydrated } from './hydrated';

/**
 * Hydrates the part of an island that needs React: the `data-island-root` element its section renders
 * around it, with React alone (no theme, no style runtime: that part is drawn with a stylesheet). The
 * section's frame and heading around it stay server HTML. Settles once hydrated.
 */
export function hydrateIslandRoot(element: HTMLElement, node: ReactNode): Promise<void> {
  const root = element.querySelector<HTMLElement>('[data-island-root]');
  if (!root) return Promise.reject(new Error(`The "${element.dataset.island ?? ''}" island has no [data-island-root] element`));
  return new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Hydrated onHydrated={resolve}>{node}</Hydrated>
        </StrictMode>,
      );
    });
  });
}
