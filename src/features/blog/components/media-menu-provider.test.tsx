import { act, render, screen, waitFor } from '@testing-library/react';
import { useContext } from 'react';
import { hydrateServerHtml } from '../../../../tests/hydrate-server-html';
import { jsonResponse, stubFetch } from '../../../../tests/fetch-stub';
import { MediaMenuContext } from '../../../engine/layout/navigation/menu-context';
import { MediaMenuProvider } from './media-menu-provider';

/** Lists what the navigation would show in the Media menu. */
function MediaMenuProbe() {
  const links = useContext(MediaMenuContext);
  return (
    <ul data-testid="media">
      {links.map((link) => (
        <li key={link.href}>{`${link.label} → ${link.href}`}</li>
      ))}
    </ul>
  );
}

const ui = (
  <MediaMenuProvider>
    <MediaMenuProbe />
  </MediaMenuProvider>
);

/** Lets the lazy module and the stubbed call settle. */
async function settle(fetchMock: { mock: { results: unknown[] } }) {
  await waitFor(() => expect(fetchMock.mock.results.length).toBe(1));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('MediaMenuProvider', () => {
  it('fills the Media menu with one link per category when the call says status 200', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: 200, records: [{ id: 3, title: 'Cybersecurity' }, { id: '4', title: 'Governance' }] }));
    render(ui);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByTestId('media')).toHaveTextContent('Cybersecurity → /newspage/3/collections/');
    expect(screen.getByTestId('media')).toHaveTextContent('Governance → /newspage/4/collections/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/categories');
  });

  it.each([
    ['another status in the body', () => jsonResponse({ status: 401, records: [{ id: 3, title: 'Cybersecurity' }] })],
    ['an HTTP error', () => jsonResponse({ status: 200, records: [{ id: 3, title: 'Cybersecurity' }] }, 500)],
    ['a malformed answer', () => jsonResponse({ status: 200, records: [{ id: 3 }] })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('leaves the menu empty, silently, on %s', async (_case, answer) => {
    const fetchMock = stubFetch(answer);
    render(ui);
    await settle(fetchMock);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    // tests/setup.ts fails the test on any console output.
  });

  it('is empty on the server and while hydrating, then fills in', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: 200, records: [{ id: 3, title: 'Cybersecurity' }] }));
    const { html, container, recoverable, unmount } = await hydrateServerHtml(ui);
    expect(html).toContain('<ul data-testid="media"></ul>');
    expect(recoverable).toEqual([]);
    await waitFor(() => expect(container).toHaveTextContent('Cybersecurity → /newspage/3/collections/'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
  });
});
