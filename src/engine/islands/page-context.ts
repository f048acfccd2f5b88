import { createContext, useContext } from 'react';

/** The values of the page's ":param" segments for the address being shown (the blog's post id, its category). */
export const PageParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

export function usePageParams(): Readonly<Record<string, string | undefined>> {
  return useContext(PageParamsContext);
}

/**
 * What a React island needs beyond its `{ section, index }` (the carousels' modules ignore it): the
 * page's route pattern, to read its parameters from the address, and the SVG of the icons its section
 * names. Written into the island's data block beside the props.
 */
export type IslandPageContext = { pagePath: string; icons: Record<string, string> };

/**
 * Data the server rendered an island with at request time (the blog's posts), also written into its
 * data block as `data`, so the browser hydrates from it instead of asking again. Its shape is the
 * island's business; undefined at build time and in the browser's own fetching.
 */
export const IslandDataContext = createContext<unknown>(undefined);

export function useIslandData(): unknown {
  return useContext(IslandDataContext);
}
