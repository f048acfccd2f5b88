import { createContext, useContext } from 'react';

/**
 * The manifest path of the page being rendered ("/contact"), the same in the prerender and in the
 * browser whatever the address's spelling ("/contact/", "?contact=sent"), so markup built from it
 * hydrates without a mismatch. Undefined outside a manifest page (tests of a lone section).
 */
export const PagePathContext = createContext<string | undefined>(undefined);

export function usePagePath(): string | undefined {
  return useContext(PagePathContext);
}
