import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import type { z } from 'zod';
import { siteConfig } from '../../../site.config';
import { renderServerMarkup } from '../../../tests/render-server-markup';
import { swiperStarted } from '../../../tests/swiper-started';
import { reachCarouselExample, reachCarouselSectionSchema } from './definition';
import reachCarouselIsland from './reach-carousel.island';
import ReachCarouselSection from './reach-carousel-section';

type ReachInput = z.input<typeof reachCarouselSectionSchema>;

const bankLogos = Array.from({ length: 14 }, (_, i) => ({
  name: `Bank ${i + 1}`,
  image: { src: `/img/clients/bank-${String(i + 1).padStart(2, '0')}.svg`, alt: i === 0 ? '' : `Bank ${i + 1} logo` },
  ...(i === 1 ? { href: 'https://bank-2.example.com' } : {}),
}));
const banks: ReachInput = { type: 'reach-carousel', id: 'reach', heading: 'Our Reach', logos: bankLogos };

/** The server markup with its island mounted on it, as the browser's loader does. */
async function renderCarousel(input: ReachInput = banks, index = 1) {
  const section = reachCarouselSectionSchema.parse(input);
  const view = renderServerMarkup(<ReachCarouselSection section={section} index={index} />);
  await reachCarouselIsland.mount(view.container, { section, index, page: { pagePath: '/', icons: {} } });
  return view;
}

/** The browser as this wide, and maybe asking for reduced motion: Swiper reads breakpoints through matchMedia. */
function browserWindow({ widthPx = 1024, reduceMotion = false }: { widthPx?: number; reduceMotion?: boolean } = {}) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const matches = minWidth ? Number(minWidth[1]) <= widthPx : reduceMotion && query.includes('reduce');
    // A partial MediaQueryList: the components and Swiper only read `matches` and subscribe to changes.
    return { matches, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {} } as unknown as MediaQueryList;
  });
}

const liveRegionOf = (container: HTMLElement) => container.querySelector('.swiper-wrapper') as HTMLElement;
const activeSlide = (container: HTMLElement) => container.querySelector('.swiper-slide-active')?.getAttribute('aria-label');

async function withFakeTimers(run: () => Promise<void>) {
  vi.useFakeTimers();
  try {
    await run();
  } finally {
    vi.useRealTimers();
  }
}

describe('ReachCarouselSection', () => {
  it('is a carousel region named by its level-2 heading, one slide per logo, numbered out of the true count', async () => {
    browserWindow({ widthPx: 1400 });
    await renderCarousel();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Reach' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Our Reach' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(14);
    const positions = slides.map((slide) => slide.getAttribute('aria-label'));
    expect(new Set(positions)).toEqual(new Set(Array.from({ length: 14 }, (_, i) => `${i + 1} of 14`)));
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('gives every logo a text alternative: its own, or the name when it has none', async () => {
    await renderCarousel();
    const images = within(screen.getByRole('region', { name: 'Our Reach' })).getAllByRole('img');
    expect(images).toHaveLength(14);
    expect(screen.getByRole('img', { name: 'Bank 1' })).toHaveAttribute('src', '/img/clients/bank-01.svg');
    expect(screen.getByRole('img', { name: 'Bank 3 logo' })).toHaveAttribute('loading', 'lazy');
  });

  it('links a logo with an address, an external one in a new tab', async () => {
    await renderCarousel();
    const link = screen.getByRole('link', { name: /^Bank 2/ });
    expect(link).toHaveAttribute('href', 'https://bank-2.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('is named by its label when it has no heading', async () => {
    await renderCarousel({ type: 'reach-carousel', id: 'banks', label: 'Banks we work with', logos: bankLogos });
    expect(screen.getByRole('region', { name: 'Banks we work with' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('moves on after the configured delay, at the configured speed, and not before', async () => {
    browserWindow({ widthPx: 1400 });
    await withFakeTimers(async () => {
      const { container } = await renderCarousel();
      await swiperStarted(container);
      expect(activeSlide(container)).toBe('1 of 14');
      await act(async () => vi.advanceTimersByTime(siteConfig.reachCarousel.autoplayDelayMs - 100));
      expect(activeSlide(container)).toBe('1 of 14');
      await act(async () => vi.advanceTimersByTime(200));
      expect(activeSlide(container)).toBe('2 of 14');
      expect(liveRegionOf(container).style.transitionDuration).toBe(`${siteConfig.reachCarousel.speedMs}ms`);
    });
  });

  it('pauses while the pointer is over it or focus is inside, and when the visitor presses Pause', async () => {
    const user = userEvent.setup();
    const { container } = await renderCarousel();
    await swiperStarted(container);
    const carousel = screen.getByRole('region', { name: 'Our Reach' });
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'off');

    fireEvent.mouseEnter(carousel);
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(carousel);
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'off');

    act(() => screen.getByRole('link', { name: /^Bank 2/ }).focus());
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'polite');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'off');

    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => (document.activeElement as HTMLElement).blur());
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'polite');
  });

  it('never moves by itself for visitors who ask for reduced motion, until they press Play', async () => {
    browserWindow({ widthPx: 1400, reduceMotion: true });
    await withFakeTimers(async () => {
      const { container } = await renderCarousel();
      await swiperStarted(container);
      await act(async () => vi.advanceTimersByTime(siteConfig.reachCarousel.autoplayDelayMs * 3));
      expect(activeSlide(container)).toBe('1 of 14');
      expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'polite');

      fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
      act(() => (document.activeElement as HTMLElement | null)?.blur());
      await act(async () => vi.advanceTimersByTime(siteConfig.reachCarousel.autoplayDelayMs + 100));
      expect(activeSlide(container)).toBe('2 of 14');
    });
  });

  it.each([
    [2, 360],
    [2, 1400],
    [3, 360],
    [3, 1024],
    [3, 1400],
    [4, 1024],
    [7, 1400],
  ])('handles %i logos at %i px without duplicates or Swiper warnings', async (count, widthPx) => {
    browserWindow({ widthPx });
    const { container } = await renderCarousel({ ...banks, logos: bankLogos.slice(0, count) });
    await swiperStarted(container);
    expect(within(screen.getByRole('region', { name: 'Our Reach' })).getAllByRole('group')).toHaveLength(count);
    expect(screen.getAllByRole('img')).toHaveLength(count);
  });

  it('has no pause button when every logo always fits', async () => {
    const { container } = await renderCarousel({ ...banks, logos: bankLogos.slice(0, 1) });
    await swiperStarted(container);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the example and does not animate in as the first section', async () => {
    const { container } = await renderCarousel(reachCarouselExample, 0);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Fintech client 1' })).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('[data-aos]')).toBeNull();
  });
});
