import { screen, within } from '@testing-library/react';
import type { z } from 'zod';
import { renderWithSite } from '../../../tests/render-section';
import { missionVisionValuesExample, missionVisionValuesSectionSchema } from './definition';
import MissionVisionValuesSection from './mission-vision-values-section';

function renderSection(input: z.input<typeof missionVisionValuesSectionSchema>, index = 1) {
  const parsed = missionVisionValuesSectionSchema.parse(input);
  return renderWithSite(<MissionVisionValuesSection section={parsed} index={index} />, { iconData: parsed });
}

describe('MissionVisionValuesSection', () => {
  it('shows mission, vision and values as level-2 headings when the section has no heading', () => {
    renderSection(missionVisionValuesExample);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Our Mission', 'Our Vision', 'Our Values']);
    expect(screen.getByText('To help organisations grow securely.')).toBeInTheDocument();
    expect(screen.getByText('To be the trusted partner for assurance in Africa.')).toBeInTheDocument();
  });

  it('lists the four values in order', () => {
    renderSection(missionVisionValuesExample);
    const values = screen.getByRole('list');
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Excellence', 'Respect', 'Integrity', 'Ownership']);
  });

  it('draws the statement icons, hidden from screen readers', () => {
    const { container } = renderSection(missionVisionValuesExample);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('puts the columns under an h2 section heading as h3s, and value texts and icons', () => {
    renderSection({
      ...missionVisionValuesExample,
      eyebrow: 'Who we are',
      heading: 'What drives us',
      values: { heading: 'Our Values', items: [{ title: 'Integrity', text: 'We do what we say.', icon: 'verified' }] },
    });
    expect(screen.getByRole('region', { name: 'What drives us' })).toHaveAttribute('id', 'mission');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('What drives us');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(screen.getByRole('listitem')).getByText('We do what we say.')).toBeInTheDocument();
  });

  it('animates in unless it is the first section', () => {
    const later = renderSection(missionVisionValuesExample, 1);
    expect(later.container.querySelector('[data-aos]')).not.toBeNull();
    later.unmount();
    const first = renderSection(missionVisionValuesExample, 0);
    expect(first.container.querySelector('[data-aos]')).toBeNull();
  });
});
