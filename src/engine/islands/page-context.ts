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
