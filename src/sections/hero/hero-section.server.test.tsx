// @vitest-environment node
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PageIconsContext } from '../../components/icon';
import { theme } from '../../theme/theme';
import { heroExample, heroSectionSchema } from './definition';
import HeroSection from './hero-section';

/** Prerendering runs without window or document: anything that touches them during render throws here. */
describe('HeroSection on the server', () => {
  it('renders its heading, breadcrumb and image without a browser', () => {
    expect(typeof window).toBe('undefined');
    const section = heroSectionSchema.parse(heroExample);
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <PageIconsContext.Provider value={{}}>
            <HeroSection section={section} index={0} />
          </PageIconsContext.Provider>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('aria-current="page"');
    expect(html).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/);
  });

  it('renders a background video with its poster and sources', () => {
    const section = heroSectionSchema.parse({
      type: 'hero',
      id: 'hero',
      heading: 'Welcome',
      background: { video: { mp4: '/img/vid.mp4', webm: '/img/vid.webm', poster: '/img/vid-poster.webp' } },
    });
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <HeroSection section={section} index={0} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toContain('poster="/img/vid-poster.webp"');
    expect(html).toMatch(/<video[^>]*aria-hidden="true"/);
    // Nothing moves before the browser has been asked about reduced motion (the video is muted and started by an effect).
    expect(html).not.toContain('autoplay');
    expect(html.indexOf('video/webm')).toBeLessThan(html.indexOf('video/mp4'));
  });
});
