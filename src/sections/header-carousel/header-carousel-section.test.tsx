import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import type { z } from 'zod';
import { siteConfig } from '../../../site.config';
import { renderServerMarkup } from '../../../tests/render-server-markup';
import { swiperStarted } from '../../../tests/swiper-started';
import { startBackgroundVideos } from '../../engine/islands/background-videos';
import { headerCarouselExample, headerCarouselSectionSchema } from './definition';
import headerCarouselIsland from './header-carousel.island';
import HeaderCarouselSection from './header-carousel-section';

/** The server markup only, as it shows before its island has loaded (and for good without JavaScript). */
function renderMarkup(input: z.input<typeof headerCarouselSectionSchema> = headerCarouselExample, index = 1) {
  const section = headerCarouselSectionSchema.parse(input);
  return { section, view: renderServerMarkup(<HeaderCarouselSection section={section} index={index} />, { iconData: section }) };
}

/** The server markup with its island mounted on it, as the browser's loader does. */
async function renderCarousel(input: z.input<typeof headerCarouselSectionSchema> = headerCarouselExample, index = 1) {
  const { section, view } = renderMarkup(input, index);
  await headerCarouselIsland.mount(view.container, { section, index, page: { pagePath: '/', icons: {} } });
  return view;
}

function preferReducedMotion(reduce: boolean) {
  // A partial MediaQueryList: the components only read `matches` and subscribe to changes.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function liveRegionOf(container: HTMLElement) {
  return container.querySelector('.swiper-wrapper') as HTMLElement;
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
// Unmount while the media spies are still in place (jsdom implements neither play nor pause).
afterEach(() => cleanup());

describe('HeaderCarouselSection', () => {
  it('is a labelled carousel region of slides numbered "n of m"', async () => {
    await renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
  });

  it("makes the first slide's headline the page's only level-1 heading and shows its text", async () => {
    await renderCarousel();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tier 1 accredited and ISO 27001 certified');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Advisory, assurance and training');
    expect(screen.getByText('Security you can rely on.')).toBeInTheDocument();
  });

  it('links Learn More to /about, each link named after its slide', async () => {
    await renderCarousel();
    const links = screen.getAllByRole('link', { name: /^Learn More/ });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/about');
    expect(links[0]).toHaveAccessibleName('Learn More: Tier 1 accredited and ISO 27001 certified');
  });

  it('plays a muted background video with a poster, webm before mp4', async () => {
    const { container } = await renderCarousel();
    // The page's loader starts every background video, the header's included (src/entry-client.ts).
    startBackgroundVideos(container);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('poster', '/img/vid-poster.webp');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual(['/img/vid.webm', '/img/vid.mp4']);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it('fades to the next slide after the configured delay, and offers a button per slide', async () => {
    vi.useFakeTimers();
    try {
      const { container } = await renderCarousel();
      await swiperStarted(container);
      const activeSlide = () => container.querySelector('.swiper-slide-active')?.getAttribute('aria-label');
      expect(activeSlide()).toBe('1 of 2');
      await act(async () => vi.advanceTimersByTime(siteConfig.headerCarousel.autoplayDelayMs - 100));
      expect(activeSlide()).toBe('1 of 2');
      await act(async () => vi.advanceTimersByTime(200));
      expect(activeSlide()).toBe('2 of 2');
      expect(screen.getByRole('button', { name: 'Show slide 1' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rotates until the visitor hovers, focuses inside or presses Pause', async () => {
    const user = userEvent.setup();
    const { container } = await renderCarousel();
    await swiperStarted(container);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'off');

    fireEvent.mouseEnter(carousel);
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(carousel);
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'off');

    act(() => screen.getAllByRole('link', { name: /^Learn More/ })[0]?.focus());
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'polite');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'off');

    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => (document.activeElement as HTMLElement).blur());
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'polite');
  });

  it('never rotates nor plays the video for visitors who ask for reduced motion', async () => {
    preferReducedMotion(true);
    vi.useFakeTimers();
    try {
      const { container } = await renderCarousel();
      await swiperStarted(container);
      await act(async () => vi.advanceTimersByTime(siteConfig.headerCarousel.autoplayDelayMs * 3));
      expect(container.querySelector('.swiper-slide-active')).toHaveAttribute('aria-label', '1 of 2');
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      expect(liveRegionOf(container)).toHaveAttribute('aria-live', 'polite');
      expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the first slide, with its links, and no pause button before its island has loaded', () => {
    const { container } = renderMarkup().view;
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.swiper')).not.toHaveClass('swiper-initialized');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tier 1 accredited and ISO 27001 certified');
    expect(screen.getAllByRole('link', { name: /^Learn More/ })[0]).toHaveAttribute('href', '/about');
  });

  it('has no pagination and no pause button with a single slide', async () => {
    const { container } = await renderCarousel({ ...headerCarouselExample, slides: [{ heading: 'One message' }] });
    await swiperStarted(container);
    expect(screen.getByRole('heading', { level: 1, name: 'One message' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.swiper-pagination')).toBeNull();
  });

  it('does not animate in as the first section of a page', async () => {
    const { container } = await renderCarousel(headerCarouselExample, 0);
    expect(container.querySelector('[data-aos]')).toBeNull();
  });
});
