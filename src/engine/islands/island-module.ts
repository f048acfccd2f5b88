import type { SectionOfType, SectionType } from '../../../schemas/section';

/** What an island's client module receives: its section's content and its position on the page. */
export type IslandProps<T extends SectionType> = { section: SectionOfType<T>; index: number };

/**
 * The client module of an island section type (`src/sections/<type>/<type>.island.ts(x)`, default
 * export): takes over the server's HTML inside `element` (docs/decisions/009-islands.md).
 */
export type IslandModule<T extends SectionType> = { mount(element: HTMLElement, props: IslandProps<T>): void | Promise<void> };
