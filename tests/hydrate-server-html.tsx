import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders UI to HTML as the prerender does, puts it in the document and hydrates it as the browser
 * does. `recoverable` collects the hydration mismatches React recovered from; a clean hydration has none.
 */
export async function hydrateServerHtml(ui: ReactElement) {
  const html = renderToString(ui);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) }));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { html, container, recoverable, unmount };
}
