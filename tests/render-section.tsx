import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PageIconsContext } from '../src/components/icon';
import { buildIconSet } from '../src/engine/build/icon-markup';
import { MemoryRouter } from 'react-router';
import { theme } from '../src/theme/theme';

/** Renders UI the way a page does: theme, router and the icon set of the given data. */
export function renderWithSite(ui: ReactElement, { iconData, route = '/' }: { iconData?: unknown; route?: string } = {}) {
  const icons = buildIconSet(iconData ?? {});
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <PageIconsContext.Provider value={icons}>{ui}</PageIconsContext.Provider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
