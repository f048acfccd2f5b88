import { ThemeProvider } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { hydrateServerHtml } from '../../../tests/hydrate-server-html';
import { renderWithSite } from '../../../tests/render-section';
import { theme } from '../../theme/theme';
import { legalTextExample, legalTextSectionSchema } from './definition';
import LegalTextSection from './legal-text-section';

function renderLegal(input: unknown) {
  const section = legalTextSectionSchema.parse(input);
  return renderWithSite(<LegalTextSection section={section} index={1} />, { iconData: section, route: '/privacy-policy' });
}

const privacyPolicy = {
  type: 'legal-text',
  id: 'policy',
  lastUpdated: '2026-03-09',
  intro: ['This statement explains how we handle information.', 'It applies to this website.'],
  sections: [
    {
      heading: 'Information We Collect',
      subsections: [
        { heading: 'Personal information', paragraphs: ['Name and e-mail.'], bullets: ['Name', 'E-mail address'] },
        { heading: 'Non-personal information', paragraphs: ['Browser type.'] },
        { heading: 'Cookies', paragraphs: ['Small files.'] },
      ],
    },
    { heading: 'How We Use Your Information', bullets: ['To answer you', 'To improve the site'] },
    { heading: 'Disclosure of Your Information', paragraphs: ['We do not sell it.'] },
    { heading: 'Your Choices', paragraphs: ['You may ask us to delete it.'] },
    { heading: 'Security', paragraphs: ['We protect it.'] },
    { heading: 'Changes to This Privacy Statement', paragraphs: ['We may change it.'] },
    { id: 'contact', heading: 'Contact Us', paragraphs: ['Write to us.'] },
  ],
};

describe('LegalTextSection', () => {
  it('shows the fixed "Last Updated" date, formatted in English', () => {
    renderLegal(legalTextExample);
    const line = screen.getByText('Last Updated: 1 November 2026');
    expect(line.closest('time')).toHaveAttribute('dateTime', '2026-11-01');
  });

  it('keeps the text in a centred column at most 800 px wide', () => {
    const { container } = renderLegal(legalTextExample);
    const column = container.querySelector('article') as HTMLElement;
    expect(column).toContainElement(screen.getByText('Last Updated: 1 November 2026'));
    expect(getComputedStyle(column).maxWidth).toBe('800px');
    expect(getComputedStyle(column).marginLeft).toBe('auto');
    expect(getComputedStyle(column).marginRight).toBe('auto');
  });

  it('renders intro paragraphs, each part as an h2 and sub-parts as h3', () => {
    renderLegal(privacyPolicy);
    expect(screen.getByText('It applies to this website.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Disclosure of Your Information',
      'Your Choices',
      'Security',
      'Changes to This Privacy Statement',
      'Contact Us',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Personal information',
      'Non-personal information',
      'Cookies',
    ]);
    expect(screen.getByText('E-mail address').tagName).toBe('LI');
    expect(screen.getByText('To improve the site').tagName).toBe('LI');
  });

  it('anchors each part by its id, or by a slug of its heading', () => {
    renderLegal(privacyPolicy);
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Us' })).toHaveAttribute('id', 'contact');
    expect(screen.getByRole('heading', { level: 2, name: 'Changes to This Privacy Statement' })).toHaveAttribute('id', 'changes-to-this-privacy-statement');
    expect(getComputedStyle(screen.getByRole('heading', { level: 2, name: 'Security' })).scrollMarginTop).toBe('104px');
  });

  it('opens a longer document with a table of contents linking to every part', () => {
    renderLegal(privacyPolicy);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]).toHaveAttribute('href', '#information-we-collect');
    expect(links[6]).toHaveAttribute('href', '#contact');
    expect(links[6]).not.toHaveAttribute('target');
  });

  it('hydrates its prerendered HTML without a mismatch', async () => {
    const section = legalTextSectionSchema.parse(privacyPolicy);
    const ui = (
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/privacy-policy']}>
          <LegalTextSection section={section} index={1} />
        </MemoryRouter>
      </ThemeProvider>
    );
    const { container: host, recoverable, unmount } = await hydrateServerHtml(ui);
    expect(recoverable).toEqual([]);
    expect(within(host).getByText('Last Updated: 9 March 2026')).toBeInTheDocument();
    unmount();
  });

  it('leaves the table of contents out of a short document', () => {
    renderLegal(legalTextExample);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
