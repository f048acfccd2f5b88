import { hexToRgb as rgb, ThemeProvider } from '@mui/material/styles';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { z } from 'zod';
import { hydrateServerHtml } from '../../../tests/hydrate-server-html';
import { renderWithSite } from '../../../tests/render-section';
import { PageIconsContext } from '../../components/icon';
import { theme } from '../../theme/theme';
import { brandColors } from '../../theme/tokens';
import { heroExample, heroSectionSchema } from './definition';
import HeroSection from './hero-section';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function parse(input: z.input<typeof heroSectionSchema>) {
  return heroSectionSchema.parse(input);
}

function renderHero(input: z.input<typeof heroSectionSchema>) {
  const section = parse(input);
  return renderWithSite(<HeroSection section={section} index={1} />, { iconData: section });
}

function withProviders(ui: ReactElement) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <PageIconsContext.Provider value={{}}>{ui}</PageIconsContext.Provider>
      </MemoryRouter>
    </ThemeProvider>
  );
}

const videoHero: z.input<typeof heroSectionSchema> = {
  type: 'hero',
  id: 'advisory-contact',
  eyebrow: 'Get in touch',
  heading: 'Contact Us',
  size: 'full',
  background: { video: { mp4: '/img/vid.mp4', webm: '/img/vid.webm', poster: '/img/vid-poster.webp' } },
};

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
// Unmount while the media spies are still in place (jsdom implements neither play nor pause).
afterEach(() => cleanup());

describe('HeroSection', () => {
  it('names the page with its only level-1 heading and labels the region with it', () => {
    renderHero(heroExample);
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('About Us');
    expect(headings[0]?.tagName).toBe('H1');
    expect(screen.getByRole('region', { name: 'About Us' })).toHaveAttribute('id', 'hero');
    expect(screen.getByText(/cannot afford to get security wrong/)).toBeInTheDocument();
  });

  it('shows a breadcrumb whose last crumb is the current page, not a link', () => {
    renderHero(heroExample);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const current = within(trail).getByText('About Us');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('links its buttons', () => {
    renderHero(heroExample);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('loads a background image at once with high priority, covering the hero', () => {
    const { container } = renderHero(heroExample);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/img/hero/about.webp');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(getComputedStyle(image).objectFit).toBe('cover');
  });

  it('uses the brand gradient and no media without a background', () => {
    const { container } = renderHero({ type: 'hero', id: 'plain', heading: 'Services', size: 'compact' });
    expect(container.querySelector('img, video')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
  });

  it('draws an illustration whole beside the text, never blown up behind it, and leaves it out on phones', () => {
    const { container } = renderHero({
      type: 'hero',
      id: 'hero',
      heading: 'Payment',
      background: { illustration: { src: '/img/industries/payments.webp', alt: '' } },
    });
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/img/industries/payments.webp');
    expect(getComputedStyle(image).objectFit).not.toBe('cover');
    expect(getComputedStyle(image).position).not.toBe('absolute');
    // Not a lead image: phones never show it, so they must not be made to download it first.
    expect(image).not.toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('fades to its accent colour on the right, staying navy under the text; without an accent it keeps the brand gradient', () => {
    const { container: teal } = renderHero({ type: 'hero', id: 'teal', heading: 'CISO as a Service', accent: 'teal' });
    const header = (teal.querySelector('h1') as HTMLElement).closest('section > div') as HTMLElement;
    expect(getComputedStyle(header).backgroundImage || getComputedStyle(header).background).toMatch(
      new RegExp(`^${escapeRegExp(`linear-gradient(120deg, ${rgb(brandColors.navy)} 0%, ${rgb(brandColors.navy)} 45%, ${rgb(brandColors.teal)} 100%`)}`),
    );
    cleanup();
    const { container: plain } = renderHero({ type: 'hero', id: 'plain', heading: 'About' });
    const navyHeader = (plain.querySelector('h1') as HTMLElement).closest('section > div') as HTMLElement;
    expect(getComputedStyle(navyHeader).backgroundImage || getComputedStyle(navyHeader).background).toMatch(
      new RegExp(`^${escapeRegExp(`linear-gradient(135deg, ${rgb(brandColors.navy)} 0%, ${rgb(brandColors.sky)} 55%`)}`),
    );
  });

  it('plays a muted, decorative background video with a poster, webm before mp4', () => {
    const { container } = renderHero(videoHero);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('poster', '/img/vid-poster.webp');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video.loop).toBe(true);
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual(['video/webm', 'video/mp4']);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(screen.getByText('Get in touch')).toBeInTheDocument();
  });

  it('does not animate in as the first section of a page', () => {
    const section = parse(heroExample);
    const first = renderWithSite(<HeroSection section={section} index={0} />);
    expect(first.container.querySelector('[data-aos]')).toBeNull();
    first.unmount();
    const later = renderWithSite(<HeroSection section={section} index={2} />);
    expect(later.container.querySelector('[data-aos]')).not.toBeNull();
  });

  it('hydrates its server HTML without a warning', async () => {
    const ui = withProviders(<HeroSection section={parse(videoHero)} index={0} />);
    const { html, container, recoverable, unmount } = await hydrateServerHtml(ui);
    expect(html).toContain('Contact Us');
    expect(recoverable).toEqual([]);
    expect(within(container).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    unmount();
  });
});
