import { routes } from 'virtual:route-table';
import { act, screen } from '@testing-library/react';
import type { IslandSectionType } from '../schemas/section';
import { islandClientOf } from '../src/engine/islands/island-clients';
import type { IslandProps } from '../src/engine/islands/island-module';
import { matchPageRoute } from '../src/engine/route-match';
import { renderPage } from '../src/entry-server';

const staticRoutes = routes.filter((route) => route.status === 200 && !route.path.includes(':'));

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * Server-renders an address as the build does, then starts each of its islands as the browser's loader
 * does (without waiting for triggers); a hydration warning is a console error, which fails the test.
 */
async function prerenderAndStart(path: string) {
  const { html } = await renderPage(path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const islands = [...container.querySelectorAll<HTMLElement>('[data-island]')];
  for (const element of islands) {
    const client = islandClientOf(element.dataset.island ?? '');
    expect(client, `client module of ${element.dataset.island}`).toBeDefined();
    // Cast: the data block was written by renderPage from the section's validated content.
    const props = JSON.parse(document.getElementById(element.dataset.islandProps ?? '')?.textContent ?? '') as IslandProps<IslandSectionType>;
    const module = await client?.();
    // A React island's mount settles once hydrated, which act() lets happen when its callback returns.
    const mounting: (void | Promise<void>)[] = [];
    await act(async () => {
      mounting.push(module?.default.mount(element, props));
    });
    await Promise.all(mounting);
  }
  return { html, container, islands };
}

describe('every manifest route', () => {
  it('has the routes the spec lists', () => {
    expect(staticRoutes.length).toBeGreaterThanOrEqual(10);
    expect(staticRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/about', '/services', '/group/divisions', '/privacy-policy', '/advisory_privacy-policy']),
    );
  });

  it.each(staticRoutes.map((route) => route.path))('%s prerenders with one h1, a navigation and a footer, and its islands start cleanly', async (path) => {
    const { html, container } = await prerenderAndStart(path);
    expect(html).toContain('<main');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('[data-section-error]')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(container.querySelector('footer')).not.toBeNull();
  });

  it('hydrates the contact form island of /contact and nothing else', async () => {
    const { islands } = await prerenderAndStart('/contact');
    expect(islands.map((island) => island.dataset.island)).toEqual(['contact-form']);
    const form = islands[0]?.querySelector('form');
    expect(form && Object.keys(form).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    const footer = document.querySelector('footer');
    expect(footer && Object.keys(footer).some((key) => key.startsWith('__reactFiber$'))).toBe(false);
  });

  it('renders the not-found page for an unknown address', async () => {
    await prerenderAndStart('/no-such-page');
    expect(matchPageRoute('/no-such-page').status).toBe(404);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });

  it('matches a route with or without a trailing slash', () => {
    expect(matchPageRoute('/about/').pageId).toBe(matchPageRoute('/about').pageId);
    expect(matchPageRoute('/about').status).toBe(200);
  });
});
