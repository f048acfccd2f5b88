import type { IslandSectionType } from '../../../schemas/section';
import type { IslandClient } from '../section-registry';
import { islandClientOf } from './island-clients';
import { islandAttributes } from './island-markup';
import type { IslandProps } from './island-module';

type ClientLookup = (type: string) => IslandClient<IslandSectionType> | undefined;

/** Runs `start` when the trigger fires: at once, when the browser is idle, or when the element comes within 200 px of the window. */
function whenTriggered(trigger: string | undefined, element: HTMLElement, start: () => void): void {
  if (trigger === 'idle') {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  } else if (trigger === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
  } else {
    start();
  }
}

function readProps(element: HTMLElement): IslandProps<IslandSectionType> {
  const id = element.getAttribute(islandAttributes.props);
  const block = id === null ? null : document.getElementById(id);
  if (block?.getAttribute('type') !== 'application/json') throw new Error(`The island has no props data block "${id ?? ''}"`);
  // Cast: the block was written by the server render (src/engine/section-list.tsx) from the section's validated content.
  return JSON.parse(block?.textContent ?? '') as IslandProps<IslandSectionType>;
}

async function mount(element: HTMLElement, type: string, client: IslandClient<IslandSectionType>): Promise<void> {
  try {
    const props = readProps(element);
    if (props.section.type !== type) throw new Error(`its props are of a "${props.section.type}" section`);
    const { default: island } = await client();
    await island.mount(element, props);
    element.setAttribute(islandAttributes.state, 'mounted');
  } catch (error: unknown) {
    element.setAttribute(islandAttributes.state, 'failed');
    console.error(`The "${type}" island failed to start:`, error);
  }
}

/**
 * Finds the islands in the page's HTML and starts each one, by itself, when its trigger fires: only
 * that section type's client module and its props load. An element naming a type that is not an
 * island in the registry (a static section, an unknown name) is refused and never mounted: static
 * sections ship no code and cannot be hydrated by accident.
 */
export function startIslands(root: ParentNode = document, clientOf: ClientLookup = islandClientOf): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${islandAttributes.type}]`)) {
    if (element.hasAttribute(islandAttributes.state)) continue;
    const type = element.getAttribute(islandAttributes.type) ?? '';
    const client = clientOf(type);
    if (!client) {
      element.setAttribute(islandAttributes.state, 'refused');
      console.warn(`"${type}" is not an island section type: its element is left as the server rendered it.`);
      continue;
    }
    element.setAttribute(islandAttributes.state, 'waiting');
    whenTriggered(element.getAttribute(islandAttributes.trigger) ?? undefined, element, () => void mount(element, type, client));
  }
}
