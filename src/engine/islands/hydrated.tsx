import { type ReactNode, useEffect } from 'react';

/** Calls `onHydrated` once React has committed the hydrated tree (effects run after the commit), so an island's mount can settle then. */
export function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
