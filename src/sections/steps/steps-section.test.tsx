import { screen, within } from '@testing-library/react';
import { renderWithSite } from '../../../tests/render-section';
import { stepsExample, stepsSectionSchema } from './definition';
import StepsSection from './steps-section';

function renderSteps(input: unknown) {
  const section = stepsSectionSchema.parse(input);
  return renderWithSite(<StepsSection section={section} index={1} />, { iconData: section });
}

describe('StepsSection', () => {
  it('shows the steps in order in a numbered list, each titled by a level-3 heading', () => {
    renderSteps(stepsExample);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Approach' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(['Assessment', 'Strategy', 'Implementation']);
    expect(within(steps[0] as HTMLElement).getByText('1')).toBeInTheDocument();
    expect(within(steps[2] as HTMLElement).getByText('3')).toBeInTheDocument();
    expect(within(steps[1] as HTMLElement).getByText('We agree a plan.')).toBeInTheDocument();
  });

  it('draws the connecting line on wide screens only', () => {
    renderSteps(stepsExample);
    const list = screen.getByRole('list');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const classes = [...list.classList].filter((name) => name.startsWith('css-'));
    const rules = css.split('\n').filter((rule) => classes.some((name) => rule.includes(`.${name}`)));
    expect(rules.some((rule) => /min-width:0px\)\{\.css-[\w-]+::before\{display:none/.test(rule))).toBe(true);
    expect(rules.some((rule) => /min-width:900px\)\{\.css-[\w-]+::before\{display:block/.test(rule))).toBe(true);
  });

  it('shows a step icon when given', () => {
    renderSteps({
      ...stepsExample,
      steps: [
        { title: 'Assess', text: 'Look.', icon: 'manage-search' },
        { title: 'Act', text: 'Do.' },
      ],
    });
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect((first as HTMLElement).querySelector('svg')).not.toBeNull();
    expect((second as HTMLElement).querySelector('svg')).toBeNull();
  });
});
