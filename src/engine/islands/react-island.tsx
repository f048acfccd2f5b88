import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { SectionType } from '../../../schemas/section';
import { createEmotionCache } from '../emotion-cache';
import { matchRoutePattern } from '../route-pattern';
import { SectionErrorBoundary } from '../section-error-boundary';
import type { SectionComponentProps } from '../section-registry';
import { Hydrated } from './hydrated';
import type { IslandModule, IslandProps } from './island-module';
import { IslandRoot } from './island-root';
import type { IslandPageContext } from './page-context';

type SharedCache = ReturnType<typeof createEmotionCache>;
let sharedCache: SharedCache | undefined;

/** One Emotion cache for every React island of the page, with the server's key, so it adopts the prerendered styles. */
function pageEmotionCache(): SharedCache {
  sharedCache ??= createEmotionCache();
  return sharedCache;
}

type ReactIslandOptions<T extends SectionType> = {
  /** Starts the section's data requests before hydration, so they are under way while React loads and hydrates. */
  prepare?: (context: { section: IslandProps<T>['section']; params: Readonly<Record<string, string>> }) => void;
};

/**
 * An island's client module from its React renderer: hydrates the server's HTML inside the island's
 * element, in the same tree as the server rendered it (IslandRoot), with the page's parameters read
 * from the address. `mount` settles once the island has hydrated, so the loader marks it mounted then.
 */
export function reactIsland<T extends SectionType>(Renderer: ComponentType<SectionComponentProps<T>>, options: ReactIslandOptions<T> = {}): IslandModule<T> {
  return {
    mount(element, props) {
      // The data block carries the page context beside { section, index } (src/engine/section-list.tsx).
      const { section, index, page } = props as IslandProps<T> & { page?: IslandPageContext };
      const context: IslandPageContext = page ?? { pagePath: window.location.pathname, icons: {} };
      const params = matchRoutePattern(context.pagePath, window.location.pathname) ?? {};
      options.prepare?.({ section, params });
      return new Promise<void>((resolve) => {
        // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread.
        startTransition(() => {
          hydrateRoot(
            element,
            <IslandRoot cache={pageEmotionCache()} page={context} params={params}>
              <SectionErrorBoundary sectionId={section.id} sectionType={section.type}>
                <Hydrated onHydrated={resolve}>
                  <Renderer section={section} index={index} />
                </Hydrated>
              </SectionErrorBoundary>
            </IslandRoot>,
          );
        });
      });
    },
  };
}
