import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import site from 'virtual:site-data';
import type { LayoutName } from '../schemas/site';
import { MediaMenuContext } from '../src/engine/layout/navigation/menu-context';
import { SiteFooter } from '../src/engine/layout/site-footer';
import { SiteHeader } from '../src/engine/layout/site-header';
import { MemoryRouter } from 'react-router';
import { theme } from '../src/theme/theme';

function renderHeader(layout: LayoutName = 'main', mediaItems: { label: string; href: string }[] = []) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <MediaMenuContext.Provider value={mediaItems}>
          <SiteHeader layout={site.layouts[layout]} social={site.social} />
        </MediaMenuContext.Provider>
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

describe('main navigation', () => {
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
    await userEvent.click(screen.getAllByRole('button', { name: 'Our Divisions menu' })[0]!);
    const menu = document.getElementById(screen.getAllByRole('button', { name: 'Our Divisions menu' })[0]!.getAttribute('aria-controls')!)!;
    const links = within(menu).getAllByRole('link');
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
    await userEvent.click(button);
    expect(panel).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/services');
    const serviceLabels = links.slice(1).map((link) => link.querySelector('span')?.textContent);
    expect(serviceLabels).toEqual([
      'Business Advisory', 'System Audit', 'Cybersecurity', 'Training', 'Security Engineering', 'Operational Technology',
      'Security Operations Center', 'Governance Risk & Compliance', 'AI Solutions', 'Thought Leadership', 'Marketing & Communications',
    ]);
    for (const link of links.slice(1)) expect(link).toHaveAttribute('target', '_blank');
  });

  it('closes a menu with Escape and returns focus to its button', async () => {
    renderHeader();
    const button = within(desktopNav()).getByRole('button', { name: /What we do/ });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('fills the Media menu with the categories it is given', async () => {
    renderHeader('main', [{ label: 'Cybersecurity', href: '/newspage/1/collections/' }]);
    await userEvent.click(within(desktopNav()).getByRole('button', { name: /Media/ }));
    expect(screen.getAllByRole('link', { name: 'Cybersecurity' }).some((link) => link.getAttribute('href') === '/newspage/1/collections/')).toBe(true);
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

  it('has a menu toggle for small screens that opens the collapsible navigation', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    expect(cssFor(toggle)).toMatch(/@media \(min-width:\s*1200px\)\s*\{[^}]*display:\s*none/);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });
});

describe('advisory navigation', () => {
  it('groups the Services menu and links its title to /advisory/services', async () => {
    renderHeader('advisory');
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/advisory/services');
    expect(nav.getByRole('link', { name: 'Industry' })).toHaveAttribute('href', '/advisory/industry');
    await userEvent.click(nav.getByRole('button', { name: 'Services menu' }));
    const menu = document.getElementById(nav.getByRole('button', { name: 'Services menu' }).getAttribute('aria-controls')!)!;
    expect(within(menu).getByText('Cybersecurity')).toBeInTheDocument();
    expect(within(menu).getByText('Governance & Compliance')).toBeInTheDocument();
    const hrefs = within(menu).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/cybersecurity-frameworks', '/cisoaas', '/digital-transformation', '/governance-risk-compliance', '/enterprise-architecture']);
  });
});

describe('footers', () => {
  const contactLines = [site.contact.email];
  it.each([
    ['main', '/privacy-policy'],
    ['advisory', '/advisory_privacy-policy'],
  ] as const)('the %s footer links its privacy policy and /contact as "Contact us"', (layout, privacy) => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <SiteFooter layout={site.layouts[layout]} social={site.social} contactLines={contactLines} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === privacy)).toBe(true);
  });
});
