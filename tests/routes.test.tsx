import { CacheProvider } from '@emotion/react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { routes } from 'virtual:route-table';
import { createEmotionCache } from '../src/engine/emotion-cache';
import { matchPageRoute } from '../src/engine/route-match';
import { MemoryRouter } from 'react-router';
import { SiteApp } from '../src/engine/site-app';
import { prerenderRoute } from './prerender-route';

const staticRoutes = routes.filter((route) => route.status === 200 && !route.path.includes(':'));
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Server-renders an address, then hydrates it as the browser does; any hydration warning fails the test. */
async function prerenderAndHydrate(path: string) {
  const html = await prerenderRoute(path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <CacheProvider value={createEmotionCache()}>
        <MemoryRouter initialEntries={[path]}>
          <SiteApp />
        </MemoryRouter>
      </CacheProvider>,
    );
  });
  return { html, container };
}

describe('every manifest route', () => {
  it('has the routes the spec lists', () => {
    expect(staticRoutes.length).toBeGreaterThanOrEqual(10);
    expect(staticRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/about', '/services', '/group/divisions', '/privacy-policy', '/advisory_privacy-policy']));
  });

  it.each(staticRoutes.map((route) => route.path))('%s prerenders and hydrates with one h1, a navigation and a footer', async (path) => {
    const { html, container } = await prerenderAndHydrate(path);
    expect(html).toContain('<main');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('[data-section-error]')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(container.querySelector('footer')).not.toBeNull();
  });

  it('renders the not-found page for an unknown address', async () => {
    await prerenderAndHydrate('/no-such-page');
    expect(matchPageRoute('/no-such-page').status).toBe(404);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });

  it('matches a route with or without a trailing slash', () => {
    expect(matchPageRoute('/about/').pageId).toBe(matchPageRoute('/about').pageId);
    expect(matchPageRoute('/about').status).toBe(200);
  });
});
