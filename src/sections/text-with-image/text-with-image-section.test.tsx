import { screen, within } from '@testing-library/react';
import type { z } from 'zod';
import { renderWithSite } from '../../../tests/render-section';
import { textWithImageExample, textWithImageSectionSchema } from './definition';
import TextWithImageSection from './text-with-image-section';

function renderSection(input: z.input<typeof textWithImageSectionSchema>, index = 1) {
  const parsed = textWithImageSectionSchema.parse(input);
  return renderWithSite(<TextWithImageSection section={parsed} index={index} />, { iconData: parsed });
}

const advisoryAbout: z.input<typeof textWithImageSectionSchema> = {
  type: 'text-with-image',
  id: 'advisory-about',
  heading: 'Advisory you can certify against',
  paragraphs: ['We implement ISO 27001 and PCI-DSS.', 'We align IT with COBIT.'],
  bullets: ['ISO 27001', 'PCI-DSS', 'COBIT'],
  image: { src: '/img/advisory/about.webp', alt: 'Advisory team at work', width: 800, height: 600 },
  imagePosition: 'left',
  tone: 'muted',
};

describe('TextWithImageSection', () => {
  it('names the region with its level-2 heading, under its eyebrow, with its paragraphs', () => {
    renderSection(textWithImageExample);
    const region = screen.getByRole('region', { name: 'A consulting and training company at heart' });
    expect(region).toHaveAttribute('id', 'about-summary');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('A consulting and training company at heart');
    expect(screen.getByText('About us')).toBeInTheDocument();
    expect(screen.getByText('We were established as a consulting and training company.')).toBeInTheDocument();
  });

  it('shows the image and the badge with their text alternatives, lazily below the fold', () => {
    renderSection(textWithImageExample);
    const image = screen.getByRole('img', { name: 'Consultants reviewing a security plan' });
    expect(image).toHaveAttribute('src', '/img/home/about-summary.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Tier 1 Accredited' })).toHaveAttribute('src', '/img/badges/tier-1-accredited.svg');
  });

  it('loads its images eagerly as the first section of a page, without animating in', () => {
    const { container } = renderSection(textWithImageExample, 0);
    expect(screen.getByRole('img', { name: 'Consultants reviewing a security plan' })).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('[data-aos]')).toBeNull();
  });

  it('links its button', () => {
    renderSection(textWithImageExample);
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/about');
  });

  it('lists the bullets, keeps the text before the image in reading order and gives the image its size', () => {
    const { container } = renderSection(advisoryAbout);
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ISO 27001', 'PCI-DSS', 'COBIT']);
    expect(screen.getAllByText(/We (implement|align)/)).toHaveLength(2);
    const heading = screen.getByRole('heading', { level: 2 });
    const image = screen.getByRole('img', { name: 'Advisory team at work' });
    expect(heading.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(container.querySelector('svg')).toBeNull();
  });
});
