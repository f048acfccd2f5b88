import site from 'virtual:site-data';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { LayoutName } from '../schemas/site';
import { fillMediaMenus, startChrome } from '../src/engine/layout/chrome/start-chrome';
import { SiteFooter } from '../src/engine/layout/site-footer';
import { SiteHeader } from '../src/engine/layout/site-header';
import { PagePathContext } from '../src/engine/page-path';
import { theme } from '../src/theme/theme';
import { jsonResponse, stubFetch } from './fetch-stub';

/**
 * The header is server markup with every menu closed; start-chrome.ts gives it its behaviour. These
 * tests render the markup, start the chrome script and use the menus as a visitor would.
 * (MemoryRouter only because SmartLink still renders router links for internal paths.)
 */
function renderHeader(layout: LayoutName = 'main', pagePath?: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <PagePathContext.Provider value={pagePath}>
          <SiteHeader layout={site.layouts[layout]} social={site.social} />
        </PagePathContext.Provider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** The CSS text Emotion generated for an element's classes (jsdom does not evaluate media queries). */
function cssFor(element: Element): string {
  const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return [...element.classList]
    .filter((name) => name.startsWith('css-'))
    .flatMap((name) => rules.match(new RegExp(`[^}]*\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? [])
    .join('\n');
}

const desktopNav = () => screen.getAllByRole('list')[0] as HTMLElement;
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const mediaButtons = () => [within(desktopNav()).getByRole('button', { name: 'Media' }), screen.getByRole('button', { name: 'Media menu', hidden: true })];
const categories = {
  status: 200,
  records: [
    { id: 3, title: 'Cybersecurity' },
    { id: '7', title: 'News & <b>events</b>' },
  ],
};

// First in the file: the chrome script starts once per page, so this is the one test that sees its first start.
describe('startChrome', () => {
  it('fills the Media menus once from the categories call, however often it is called', async () => {
    const fetchMock = stubFetch((url) => (url.pathname === '/api/categories' ? jsonResponse(categories) : jsonResponse({}, 404)));
    renderHeader();
    for (const button of mediaButtons()) expect(button).toBeDisabled();
    startChrome();
    startChrome();
    await waitFor(() => expect(mediaButtons()[0]).toBeEnabled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const button of mediaButtons()) {
      expect(button).toBeEnabled();
      const links = within(panelOf(button)).getAllByRole('link', { hidden: true });
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Cybersecurity', '/newspage/3/collections/'],
        // Titles are text, never markup.
        ['News & <b>events</b>', '/newspage/7/collections/'],
      ]);
    }
    await userEvent.click(mediaButtons()[0]!);
    expect(within(panelOf(mediaButtons()[0]!)).getByRole('link', { name: 'Cybersecurity' })).toBeVisible();
  });
});

describe('the Media menu', () => {
  beforeEach(() => startChrome());

  it.each([
    ['a 500', () => jsonResponse({ status: 500, message: 'down' }, 500)],
    ['status 404 in the body', () => jsonResponse({ ...categories, status: 404 })],
    ['records that are not categories', () => jsonResponse({ status: 200, records: [{ id: 3 }] })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('stays empty and disabled, without a word, after %s', async (_case, answer) => {
    const fetchMock = stubFetch(answer);
    renderHeader();
    await fillMediaMenus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const button of mediaButtons()) {
      expect(button).toBeDisabled();
      expect(panelOf(button).querySelectorAll('a')).toHaveLength(0);
    }
  });

  it('asks nothing and adds nothing when the server already filled it', async () => {
    const fetchMock = stubFetch(() => jsonResponse(categories));
    renderHeader();
    // What server/blog/media-menu.ts puts in each panel's list.
    for (const button of mediaButtons()) {
      const list = panelOf(button).querySelector('ul') ?? panelOf(button);
      list.innerHTML = '<li><a href="/newspage/1/collections/">News</a></li><li><a href="/blogs">All posts</a></li>';
    }
    await fillMediaMenus();
    expect(fetchMock).not.toHaveBeenCalled();
    for (const button of mediaButtons()) expect(panelOf(button).querySelectorAll('a')).toHaveLength(2);
  });

  it('asks nothing on a page without a Media menu', async () => {
    const fetchMock = stubFetch(() => jsonResponse(categories));
    renderHeader('advisory');
    await fillMediaMenus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('main navigation', () => {
  beforeEach(() => startChrome());

  it('shows the spec entries in order, the logo linking home', () => {
    renderHeader();
    const nav = within(desktopNav());
    expect(screen.getByRole('link', { name: site.layouts.main.brand.name })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'Our Divisions' })).toHaveAttribute('href', '/group/divisions');
    expect(nav.getByRole('button', { name: /What we do/ })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: /Media/ })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('marks the link of the page being shown as the current page', () => {
    renderHeader('main', '/about');
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('loads /group/divisions with a full page load, not in-app navigation', async () => {
    renderHeader();
    const link = within(desktopNav()).getByRole('link', { name: 'Our Divisions' });
    let prevented: boolean | undefined;
    const record = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load pages; the browser would.
    };
    window.addEventListener('click', record);
    await userEvent.click(link);
    window.removeEventListener('click', record);
    expect(prevented).toBe(false);
  });

  it('lists the division sites and the advisory page in the Our Divisions menu, all in new tabs', async () => {
    renderHeader();
    const button = within(desktopNav()).getByRole('button', { name: 'Our Divisions menu' });
    await userEvent.click(button);
    const links = within(panelOf(button)).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/innovare/advisory');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps the What we do mega-menu hidden until opened, then lists /services and the eleven services', async () => {
    renderHeader();
    const panel = screen.getByTestId('mega-menu-panel');
    const button = within(desktopNav()).getByRole('button', { name: /What we do/ });
    expect(panel).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    await userEvent.click(button);
    expect(panel).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/services');
    const serviceLabels = links.slice(1).map((link) => link.querySelector('span')?.textContent);
    expect(serviceLabels).toEqual([
      'Business Advisory',
      'System Audit',
      'Cybersecurity',
      'Training',
      'Security Engineering',
      'Operational Technology',
      'Security Operations Center',
      'Governance Risk & Compliance',
      'AI Solutions',
      'Thought Leadership',
      'Marketing & Communications',
    ]);
    for (const link of links.slice(1)) expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(button);
    expect(panel).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a menu with Escape, from its button or a link inside, and returns focus to its button', async () => {
    renderHeader();
    const button = within(desktopNav()).getByRole('button', { name: /What we do/ });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
    expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(within(panelOf(button)).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(panelOf(button)).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('closes a menu when the pointer is pressed outside it, not inside', async () => {
    renderHeader();
    const button = within(desktopNav()).getByRole('button', { name: /What we do/ });
    await userEvent.click(button);
    await userEvent.pointer({ keys: '[MouseLeft]', target: within(panelOf(button)).getByText('Business Advisory') });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
  });

  it('closes a menu when focus leaves it, and one menu opening closes the other', async () => {
    renderHeader();
    const divisions = within(desktopNav()).getByRole('button', { name: 'Our Divisions menu' });
    const whatWeDo = within(desktopNav()).getByRole('button', { name: /What we do/ });
    await userEvent.click(divisions);
    const links = within(panelOf(divisions)).getAllByRole('link');
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
    expect(divisions).toHaveAttribute('aria-expanded', 'true');
    for (let press = 1; press < links.length; press += 1) await userEvent.tab();
    expect(links.at(-1)).toHaveFocus();
    await userEvent.tab();
    expect(whatWeDo).toHaveFocus();
    expect(divisions).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(divisions)).not.toBeVisible();

    await userEvent.click(divisions);
    await userEvent.click(whatWeDo);
    expect(divisions).toHaveAttribute('aria-expanded', 'false');
    expect(whatWeDo).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the four social icons on extra-large screens only, opening in new tabs', () => {
    renderHeader();
    const facebook = screen.getByRole('link', { name: /Facebook/ });
    const list = facebook.closest('ul')!;
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    for (const link of within(list).getAllByRole('link')) expect(link).toHaveAttribute('target', '_blank');
    const css = cssFor(list);
    expect(css).toMatch(/display:\s*none/);
    expect(css).toMatch(/@media \(min-width:\s*1400px\)\s*\{[^}]*display:\s*flex/);
  });

  it('has a menu toggle for small screens that opens and closes the collapsible navigation and its submenus', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = panelOf(toggle);
    expect(panel).not.toBeVisible();
    expect(cssFor(toggle)).toMatch(/@media \(min-width:\s*1200px\)\s*\{[^}]*display:\s*none/);
    // Without a script the browser's popover is the menu: the toggle names the panel as its target.
    expect(toggle).toHaveAttribute('popovertarget', panel.id);
    expect(panel).toHaveAttribute('popover', 'auto');
    await userEvent.click(toggle);
    // The script's disclosure from then on: no popover left to toggle as well.
    expect(toggle).not.toHaveAttribute('popovertarget');
    expect(panel).not.toHaveAttribute('popover');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');

    const submenuButton = within(panel).getByRole('button', { name: 'What we do menu' });
    await userEvent.click(submenuButton);
    expect(submenuButton).toHaveAttribute('aria-expanded', 'true');
    const firstService = within(panelOf(submenuButton)).getAllByRole('link')[0]!;
    expect(firstService).toBeVisible();
    // A press elsewhere in the menu leaves it open; Escape closes the innermost panel first.
    await userEvent.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    firstService.focus();
    await userEvent.keyboard('{Escape}');
    expect(submenuButton).toHaveAttribute('aria-expanded', 'false');
    expect(submenuButton).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveFocus();
    expect(panel).not.toBeVisible();
  });
});

describe('advisory navigation', () => {
  beforeEach(() => startChrome());

  it('groups the Services menu and links its title to /advisory/services', async () => {
    renderHeader('advisory');
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/advisory/services');
    expect(nav.getByRole('link', { name: 'Industry' })).toHaveAttribute('href', '/advisory/industry');
    const button = nav.getByRole('button', { name: 'Services menu' });
    await userEvent.click(button);
    const menu = panelOf(button);
    expect(within(menu).getByText('Cybersecurity')).toBeVisible();
    expect(within(menu).getByText('Governance & Compliance')).toBeVisible();
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/cybersecurity-frameworks', '/cisoaas', '/digital-transformation', '/governance-risk-compliance', '/enterprise-architecture']);
  });
});

describe('footers', () => {
  it.each([
    ['main', '/privacy-policy'],
    ['advisory', '/advisory_privacy-policy'],
  ] as const)('the %s footer links its privacy policy and /contact as "Contact us"', (layout, privacy) => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <SiteFooter layout={site.layouts[layout]} social={site.social} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === privacy)).toBe(true);
  });

  it.each([
    ['main', 'mailto:info@gruppo.example', 'tel:+233300000000'],
    ['advisory', 'mailto:advisory@gruppo.example', 'tel:+233300000001'],
  ] as const)("the %s footer shows its own layout's e-mail and telephone as links", (layout, mailto, tel) => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <SiteFooter layout={site.layouts[layout]} social={site.social} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(mailto);
    expect(hrefs).toContain(tel);
  });
});
