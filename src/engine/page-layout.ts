import { createContext, useContext } from 'react';
import type { LayoutName } from '../../schemas/site';

/**
 * The layout of the page being rendered ("main", "advisory"), so a section can show that layout's
 * details (its contact details) rather than the group's. "main" outside a manifest page (tests of a
 * lone section), the layout a page has when it names none.
 */
export const PageLayoutContext = createContext<LayoutName>('main');

export function usePageLayout(): LayoutName {
  return useContext(PageLayoutContext);
}
