import { screen, within } from '@testing-library/react';
import type { z } from 'zod';
import { renderWithSite } from '../../../tests/render-section';
import CtaBandSection from './cta-band-section';
import { ctaBandExample, ctaBandSectionSchema } from './definition';

function renderSection(input: z.input<typeof ctaBandSectionSchema>, index = 1) {
  const parsed = ctaBandSectionSchema.parse(input);
  return renderWithSite(<CtaBandSection section={parsed} index={index} />, { iconData: parsed });
}

describe('CtaBandSection', () => {
  it('names the band with its level-2 heading and shows its sentence', () => {
    renderSection(ctaBandExample);
    const band = screen.getByRole('region', { name: 'Ready to strengthen your organisation?' });
    expect(band).toHaveAttribute('id', 'cta');
    expect(within(band).getByRole('heading', { level: 2 })).toHaveTextContent('Ready to strengthen your organisation?');
    expect(within(band).getByText('Talk to our team about your goals.')).toBeInTheDocument();
  });

  it('links Contact Us to /contact and View Our Services to /services (they did nothing on the old site)', () => {
    renderSection(ctaBandExample);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
  });

  it('opens an external button in a new tab', () => {
    renderSection({
      type: 'cta-band',
      id: 'learning',
      heading: 'Train with us',
      buttons: [{ label: 'See website', href: 'https://learning.example.com', variant: 'light' }],
    });
    const link = screen.getByRole('link', { name: /See website/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('animates in unless it is the first section', () => {
    const later = renderSection(ctaBandExample, 3);
    expect(later.container.querySelector('[data-aos]')).not.toBeNull();
    later.unmount();
    expect(renderSection(ctaBandExample, 0).container.querySelector('[data-aos]')).toBeNull();
  });
});
