import type { ServerDataKind } from '../../../schemas/define-section-type';
import type { SectionBrowser, SectionOfType, SectionType } from '../../../schemas/section';
import type { RenderedBlogMarker } from '../../features/blog/embedded/embedded-blog-data-shape';
import type { IslandPageContext } from './page-context';

/**
 * What an island's data block says of the page data the reference server rendered it with at request
 * time, for a type whose definition names `browser.serverData` (decision 019): only the address it
 * rendered, as a marker. `never` for any other type: its `data` is always absent.
 */
type IslandDataOf<T extends SectionType> = SectionBrowser[T] extends { serverData: ServerDataKind } ? RenderedBlogMarker : never;

/**
 * What an island's client module receives, as the server wrote it into the island's data block
 * (src/entry-server.tsx `renderIslands`): its section's content, its position on the page, the page's
 * route pattern and the icons its section names, and, when the server rendered it with page data,
 * what the block says of that data (undefined at build time).
 */
export type IslandProps<T extends SectionType> = { section: SectionOfType<T>; index: number; page: IslandPageContext; data?: IslandDataOf<T> };

/**
 * The client module of an island section type (`src/sections/<type>/<type>.island.ts(x)`, default
 * export): takes over the server's HTML inside `element` (docs/decisions/009-islands.md).
 */
export type IslandModule<T extends SectionType> = { mount(element: HTMLElement, props: IslandProps<T>): void | Promise<void> };
