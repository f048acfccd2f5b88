import { hexToRgb, ThemeProvider } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { z } from 'zod';
import { hydrateServerHtml } from '../../../tests/hydrate-server-html';
import { renderWithSite } from '../../../tests/render-section';
import { PageIconsContext } from '../../components/icon';
import { buildIconSet } from '../../engine/build/icon-markup';
import { theme } from '../../theme/theme';
import { colors } from '../../theme/tokens';
import CardGridSection from './card-grid-section';
import { cardGridExample, cardGridSectionSchema } from './definition';

const divisions: z.input<typeof cardGridSectionSchema> = {
  type: 'card-grid',
  id: 'divisions',
  eyebrow: 'Our group',
  heading: 'Group Divisions',
  columns: 3,
  tone: 'dark',
  cards: [
    {
      icon: 'security',
      title: 'Cyberassure',
      text: 'Security engineering and testing.',
      color: 'rose',
      featuresHeading: 'Key services',
      features: ['Penetration testing', 'Vulnerability assessment'],
      link: { label: 'Learn More', href: 'https://cyberassure.example.com' },
    },
    {
      anchor: 'erm',
      title: 'Enterprise risk management',
      stats: [
        { value: '500+', label: 'Clients served' },
        { value: '15+', label: 'Years' },
      ],
      link: { label: 'Read more', href: '/innovare-grc#erm' },
    },
    { title: 'Security operations', link: { label: 'Write to us', href: 'mailto:soc@example.com' } },
  ],
};

/** Every Emotion rule written for one of the element's generated class names. */
function rulesForClassesOf(element: HTMLElement): string {
  const classes = [...element.classList].filter((name) => name.startsWith('css-'));
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return css
    .split('\n')
    .filter((rule) => classes.some((name) => rule.includes(`.${name}`)))
    .join('\n');
}

function renderGrid(input: z.input<typeof cardGridSectionSchema>, index = 1) {
  const section = cardGridSectionSchema.parse(input);
  return renderWithSite(<CardGridSection section={section} index={index} />, { iconData: section });
}

describe('CardGridSection', () => {
  it('renders the example: a level-2 heading naming the section and one article per card', () => {
    renderGrid(cardGridExample);
    const region = screen.getByRole('region', { name: 'Why choose us' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Why choose us' })).toBeInTheDocument();
    expect(region.querySelectorAll('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Skills and Expertise' })).toBeInTheDocument();
    expect(screen.getByText('Over 18 years of average experience.')).toBeInTheDocument();
  });

  it('gives an anchored card its id, a scroll margin for the sticky nav and a :target highlight', () => {
    const { container } = renderGrid(cardGridExample);
    const card = container.querySelector('article#bpr');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByRole('heading', { level: 3, name: 'Board performance reviews' })).toBeInTheDocument();
    expect(getComputedStyle(card as HTMLElement).scrollMarginTop).toBe('104px');
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toMatch(/:target\{[^}]*outline:3px solid/);
  });

  it('shows an image card lazily at a fixed aspect ratio and an icon card with its icon', () => {
    const { container } = renderGrid(cardGridExample);
    const image = container.querySelector('article#bpr img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/img/home/services-teaser.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(getComputedStyle(image).aspectRatio).toMatch(/^16 ?\/ ?9$/);
    const iconCard = screen.getByRole('heading', { name: 'Skills and Expertise' }).closest('article') as HTMLElement;
    expect(iconCard.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('lists features under their small heading', () => {
    renderGrid(divisions);
    const card = screen.getByRole('heading', { level: 3, name: 'Cyberassure' }).closest('article') as HTMLElement;
    expect(within(card).getByRole('heading', { level: 4, name: 'Key services' })).toBeInTheDocument();
    const items = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Penetration testing', 'Vulnerability assessment']);
  });

  it('shows card figures as value/label pairs in a definition list', () => {
    const { container } = renderGrid(divisions);
    const list = container.querySelector('article#erm dl') as HTMLElement;
    expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Clients served', 'Years']);
    expect([...list.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['500+', '15+']);
  });

  it('links each card: internal in place, external in a new tab, each described by its card title', () => {
    renderGrid(divisions);
    const internal = screen.getByRole('link', { name: 'Read more' });
    expect(internal).toHaveAttribute('href', '/innovare-grc#erm');
    expect(internal).not.toHaveAttribute('target');
    expect(internal).toHaveAccessibleDescription('Enterprise risk management');
    const external = screen.getByRole('link', { name: /Learn More/ });
    expect(external).toHaveAttribute('href', 'https://cyberassure.example.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:soc@example.com');
  });

  it('uses light text on the dark tone', () => {
    renderGrid(divisions);
    const card = screen.getByRole('heading', { name: 'Cyberassure' }).closest('article') as HTMLElement;
    expect(getComputedStyle(card).color).toBe(hexToRgb(colors.onBrand));
  });

  it('lays cards out in centred rows of one on phones, two on tablets and the given number on desktop', () => {
    const { container } = renderGrid(divisions);
    const grid = (container.querySelector('article') as HTMLElement).parentElement as HTMLElement;
    expect(getComputedStyle(grid).display).toBe('flex');
    // jsdom does not evaluate media queries, so read the grid's responsive rules from Emotion's style sheet.
    const rules = rulesForClassesOf(grid);
    expect(rules).toMatch(/min-width:0px\)\{[^}]*--columns:1/);
    expect(rules).toMatch(/min-width:600px\)\{[^}]*--columns:2/);
    expect(rules).toMatch(/min-width:900px\)\{[^}]*--columns:3/);
    // A last row that is not full is centred, so five cards in three columns leave no empty slot.
    expect(rules).toMatch(/flex-wrap:wrap/);
    expect(rules).toMatch(/justify-content:center/);
    expect(rules).toMatch(/flex:0 0 calc\(\(100% - \(var\(--columns\) - 1\) \* var\(--gap\)\) \/ var\(--columns\)\)/);
  });

  it('animates in below the fold; as the first section it neither animates nor lazy-loads its images', () => {
    const below = renderGrid(cardGridExample);
    expect(below.container.querySelector('[data-aos]')).not.toBeNull();
    below.unmount();
    const { container } = renderGrid(cardGridExample, 0);
    expect(container.querySelector('[data-aos]')).toBeNull();
    expect(container.querySelector('article#bpr img')).toHaveAttribute('loading', 'eager');
  });

  it('hydrates its prerendered HTML without a mismatch', async () => {
    const section = cardGridSectionSchema.parse(divisions);
    const ui = (
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <PageIconsContext.Provider value={buildIconSet(section)}>
            <CardGridSection section={section} index={1} />
          </PageIconsContext.Provider>
        </MemoryRouter>
      </ThemeProvider>
    );
    const { container: host, recoverable, unmount } = await hydrateServerHtml(ui);
    expect(recoverable).toEqual([]);
    expect(host.querySelector('article#erm')).not.toBeNull();
    unmount();
  });
});
