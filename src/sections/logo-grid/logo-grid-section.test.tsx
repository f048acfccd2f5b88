import { screen, within } from '@testing-library/react';
import type { z } from 'zod';
import { renderWithSite } from '../../../tests/render-section';
import { logoGridExample, logoGridSectionSchema } from './definition';
import LogoGridSection from './logo-grid-section';

function renderSection(input: z.input<typeof logoGridSectionSchema>, index = 1) {
  const parsed = logoGridSectionSchema.parse(input);
  return renderWithSite(<LogoGridSection section={parsed} index={index} />, { iconData: parsed });
}

const divisions: z.input<typeof logoGridSectionSchema> = {
  type: 'logo-grid',
  id: 'group-divisions',
  eyebrow: 'The group',
  heading: 'Our Divisions',
  intro: 'Six divisions, one standard.',
  tone: 'muted',
  logos: [
    { name: 'Sysassure', image: { src: '/img/divisions/sysassure.svg', alt: 'Sysassure logo', width: 200, height: 80 }, href: 'https://sysassure.example.com' },
    { name: 'Innovare Advisory', image: { src: '/img/divisions/advisory.svg', alt: '' }, href: '/innovare/advisory' },
    { name: 'Partner without site', image: { src: '/img/divisions/partner.svg', alt: 'Partner logo' } },
  ],
};

describe('LogoGridSection', () => {
  it('names the region with its level-2 heading and lists one logo per item', () => {
    renderSection(divisions);
    const region = screen.getByRole('region', { name: 'Our Divisions' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Our Divisions');
    expect(screen.getByText('Six divisions, one standard.')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });

  it('opens an external site in a new tab, the link named after the organisation', () => {
    renderSection(divisions);
    const link = screen.getByRole('link', { name: /^Sysassure/ });
    expect(link).toHaveAttribute('href', 'https://sysassure.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link).getByRole('img')).toHaveAttribute('alt', 'Sysassure');
  });

  it('links an internal page in the same tab, named after the organisation even when the image alt is empty', () => {
    renderSection(divisions);
    const link = screen.getByRole('link', { name: 'Innovare Advisory' });
    expect(link).toHaveAttribute('href', '/innovare/advisory');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows a logo without a link as an image with its own text alternative, lazily, with its size', () => {
    renderSection(divisions);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    const image = screen.getByRole('img', { name: 'Partner logo' });
    expect(image.closest('a')).toBeNull();
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Sysassure' })).toHaveAttribute('width', '200');
  });

  it('renders the example and does not animate in as the first section', () => {
    const { container } = renderSection(logoGridExample, 0);
    expect(screen.getByRole('link', { name: 'Innovare Advisory' })).toHaveAttribute('href', '/innovare/advisory');
    expect(container.querySelector('[data-aos]')).toBeNull();
  });
});
