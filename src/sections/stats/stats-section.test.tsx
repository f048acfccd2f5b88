import { hexToRgb } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import { renderWithSite } from '../../../tests/render-section';
import { colors } from '../../theme/tokens';
import { statsExample, statsSectionSchema } from './definition';
import StatsSection from './stats-section';

function renderStats(input: unknown) {
  const section = statsSectionSchema.parse(input);
  return renderWithSite(<StatsSection section={section} index={1} />, { iconData: section });
}

describe('StatsSection', () => {
  it('shows the heading and each figure with its label, as a definition list', () => {
    const { container } = renderStats(statsExample);
    const region = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeInTheDocument();
    const list = container.querySelector('dl') as HTMLElement;
    expect([...list.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['18+', '5']);
    expect([...list.querySelectorAll('dt')].map((label) => label.textContent)).toEqual(['Years of average consultant experience', 'Board members']);
  });

  it('is in the brand colour with its text colour by default, the figure shown above its label', () => {
    const { container } = renderStats(statsExample);
    const region = container.querySelector('section#figures') as HTMLElement;
    expect(getComputedStyle(region).backgroundColor).toBe(hexToRgb(colors.brand));
    expect(getComputedStyle(region).color).toBe(hexToRgb(colors.onBrand));
    const pair = screen.getByText('18+').parentElement as HTMLElement;
    expect(getComputedStyle(pair).flexDirection).toBe('column-reverse');
  });

  it('keeps dark text on a plain background', () => {
    const { container } = renderStats({ ...statsExample, tone: 'plain', heading: undefined });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(getComputedStyle(container.querySelector('section') as HTMLElement).backgroundColor).toBe(hexToRgb(colors.surface));
    expect(getComputedStyle(screen.getByText('18+')).color).toBe(hexToRgb(colors.brand));
  });
});
