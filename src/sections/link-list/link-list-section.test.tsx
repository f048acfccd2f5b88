import { screen, within } from '@testing-library/react';
import type { z } from 'zod';
import { renderWithSite } from '../../../tests/render-section';
import { linkListExample, linkListSectionSchema } from './definition';
import LinkListSection from './link-list-section';

function renderSection(input: z.input<typeof linkListSectionSchema>, index = 1) {
  const parsed = linkListSectionSchema.parse(input);
  return renderWithSite(<LinkListSection section={parsed} index={index} />);
}

const usefulLinks: z.input<typeof linkListSectionSchema> = {
  type: 'link-list',
  id: 'useful-links',
  heading: 'Useful Links',
  intro: 'The other industries we serve.',
  links: [
    { label: 'Education', href: '/education' },
    { label: 'Payment', href: '/payments' },
    { label: 'Telecom', href: '/telecom' },
    { label: 'Bank of Ghana', href: 'https://www.bog.gov.gh' },
  ],
};

describe('LinkListSection', () => {
  it('is a navigation landmark named by its level-2 heading, the intro under it', () => {
    renderSection(usefulLinks);
    const nav = screen.getByRole('navigation', { name: 'Useful Links' });
    expect(within(nav).getByRole('heading', { level: 2 })).toHaveTextContent('Useful Links');
    expect(within(nav).getByText('The other industries we serve.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lists every link with its address, in order', () => {
    renderSection(usefulLinks);
    const nav = screen.getByRole('navigation', { name: 'Useful Links' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/education', '/payments', '/telecom', 'https://www.bog.gov.gh']);
    expect(links[0]).toHaveAccessibleName('Education');
    expect(links[0]).not.toHaveAttribute('target');
  });

  it('opens an external address in a new tab and says so', () => {
    renderSection(usefulLinks);
    const link = screen.getByRole('link', { name: /^Bank of Ghana.*opens in a new tab/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders the example and does not animate in as the first section', () => {
    const { container } = renderSection(linkListExample, 0);
    expect(screen.getByRole('link', { name: 'Payment' })).toHaveAttribute('href', '/payments');
    expect(container.querySelector('[data-aos]')).toBeNull();
  });
});
