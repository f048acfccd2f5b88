import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PageIconsContext } from '../src/components/icon';
import { buildIconSet } from '../src/engine/build/icon-markup';
import { PagePathContext } from '../src/engine/page-path';
import { theme } from '../src/theme/theme';

/** Renders UI the way a page does: theme, the page's path and the icon set of the given data. */
export function renderWithSite(ui: ReactElement, { iconData, route }: { iconData?: unknown; route?: string } = {}) {
  const icons = buildIconSet(iconData ?? {});
  return render(
    <ThemeProvider theme={theme}>
      <PagePathContext.Provider value={route}>
        <PageIconsContext.Provider value={icons}>{ui}</PageIconsContext.Provider>
      </PagePathContext.Provider>
    </ThemeProvider>,
  );
}
