import { hexToRgb } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import { renderWithSite } from '../../../tests/render-section';
import { colors } from '../../theme/tokens';
import { richTextExample, richTextSectionSchema } from './definition';
import RichTextSection from './rich-text-section';

function renderRichText(input: unknown) {
  const section = richTextSectionSchema.parse(input);
  return renderWithSite(<RichTextSection section={section} index={1} />, { iconData: section });
}

const architecture = {
  type: 'rich-text',
  id: 'architecture',
  eyebrow: 'Enterprise architecture',
  heading: 'Architecture types',
  intro: 'Six views of one enterprise.',
  columns: 2,
  tone: 'dark',
  blocks: [
    { heading: 'Business architecture', paragraphs: ['Capabilities and value streams.'] },
    { heading: 'Data architecture', paragraphs: ['Data models.', 'Data governance.'], bullets: ['Master data', 'Data quality'] },
  ],
  buttons: [
    { label: 'Talk to us', href: '/advisory/contact' },
    { label: 'Framework site', href: 'https://frameworks.example.com', variant: 'light' },
  ],
};

describe('RichTextSection', () => {
  it('renders the example: heading, paragraph and bullet list', () => {
    renderRichText(richTextExample);
    const region = screen.getByRole('region', { name: 'Our Story' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByText('Founded as a consulting and training company.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Advisory', 'Training']);
  });

  it('keeps one column to a readable width of at most 800 px', () => {
    renderRichText(richTextExample);
    const column = screen.getByText('Founded as a consulting and training company.').parentElement?.parentElement as HTMLElement;
    expect(getComputedStyle(column).maxWidth).toBe('800px');
  });

  it('gives a lone block the readable single column even when more columns are asked for', () => {
    renderRichText({ ...richTextExample, columns: 3 });
    const column = screen.getByText('Founded as a consulting and training company.').parentElement?.parentElement as HTMLElement;
    expect(getComputedStyle(column).maxWidth).toBe('800px');
  });

  it('shows block sub-headings as level-3 headings, paragraphs and bullets in order', () => {
    renderRichText(architecture);
    expect(screen.getByText('Enterprise architecture')).toBeInTheDocument();
    expect(screen.getByText('Six views of one enterprise.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Business architecture', 'Data architecture']);
    expect(screen.getByText('Data governance.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Master data', 'Data quality']);
  });

  it('sets the blocks side by side in the given number of columns on wide screens, in light text on dark', () => {
    const { container } = renderRichText(architecture);
    const flow = screen.getByRole('heading', { name: 'Business architecture' }).parentElement?.parentElement as HTMLElement;
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const classes = [...flow.classList].filter((name) => name.startsWith('css-'));
    const rules = css.split('\n').filter((rule) => classes.some((name) => rule.includes(`.${name}`)));
    expect(rules.some((rule) => /min-width:900px\)\{[^}]*grid-template-columns:repeat\(2, minmax\(0, 1fr\)\)/.test(rule))).toBe(true);
    expect(getComputedStyle(container.querySelector('section') as HTMLElement).color).toBe(hexToRgb(colors.onBrand));
  });

  it('renders its buttons: internal in place, external in a new tab', () => {
    renderRichText(architecture);
    const internal = screen.getByRole('link', { name: 'Talk to us' });
    expect(internal).toHaveAttribute('href', '/advisory/contact');
    expect(internal).not.toHaveAttribute('target');
    const external = screen.getByRole('link', { name: /Framework site/ });
    expect(external).toHaveAttribute('href', 'https://frameworks.example.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
