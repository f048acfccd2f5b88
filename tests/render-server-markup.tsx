import { ThemeProvider } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PageIconsContext } from '../src/components/icon';
import { buildIconSet } from '../src/engine/build/icon-markup';
import { theme } from '../src/theme/theme';

type SwiperElement = HTMLElement & { swiper?: { destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void } };

/**
 * Puts UI in the document as the server renders it: its HTML only, never hydrated (no effects run), the
 * way a static section or an island's markup reaches the browser. Removed after the test, with any
 * Swiper an island started on it.
 */
export function renderServerMarkup(ui: ReactElement, { iconData }: { iconData?: unknown } = {}) {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <PageIconsContext.Provider value={buildIconSet(iconData ?? {})}>{ui}</PageIconsContext.Provider>
      </MemoryRouter>
    </ThemeProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  onTestFinished(() => {
    for (const element of container.querySelectorAll<SwiperElement>('.swiper')) element.swiper?.destroy(true, true);
    container.remove();
  });
  return { html, container };
}
