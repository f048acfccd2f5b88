import { screen } from '@testing-library/react';
import type { z } from 'zod';
import { renderWithSite } from '../../../tests/render-section';
import ComingSoonSection from './coming-soon-section';
import { comingSoonExample, comingSoonSectionSchema } from './definition';

function renderSection(input: z.input<typeof comingSoonSectionSchema>, index = 1) {
  const parsed = comingSoonSectionSchema.parse(input);
  return renderWithSite(<ComingSoonSection section={parsed} index={index} />, { iconData: parsed });
}

describe('ComingSoonSection', () => {
  it('says exactly "Coming soon..." as a level-2 heading naming the section', () => {
    renderSection(comingSoonExample);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Coming soon...');
    expect(screen.getByRole('region', { name: 'Coming soon...' })).toHaveAttribute('id', 'coming-soon');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('uses the spec wording when the content gives no heading', () => {
    renderSection({ type: 'coming-soon', id: 'software-solutions' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Coming soon...');
  });

  it('shows an optional sentence and buttons', () => {
    renderSection({ ...comingSoonExample, text: 'Our AI solutions page is on its way.', buttons: [{ label: 'Back to Home', href: '/' }] });
    expect(screen.getByText('Our AI solutions page is on its way.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('does not animate in as the first section of a page', () => {
    const { container } = renderSection(comingSoonExample, 0);
    expect(container.querySelector('[data-aos]')).toBeNull();
  });
});
