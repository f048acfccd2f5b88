// @vitest-environment node
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PageIconsContext } from '../../components/icon';
import { theme } from '../../theme/theme';
import { headerCarouselExample, headerCarouselSectionSchema } from './definition';
import HeaderCarouselSection from './header-carousel-section';

/** Prerendering runs without window or document: anything that touches them during render throws here. */
describe('HeaderCarouselSection on the server', () => {
  it('renders every slide, the first headline as the h1, and the carousel semantics', () => {
    expect(typeof window).toBe('undefined');
    const section = headerCarouselSectionSchema.parse(headerCarouselExample);
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <PageIconsContext.Provider value={{}}>
            <HeaderCarouselSection section={section} index={0} />
          </PageIconsContext.Provider>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toMatch(/<h1[^>]*>Tier 1 accredited and ISO 27001 certified<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Advisory, assurance and training<\/h2>/);
    expect(html).toContain('Security you can rely on.');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 of 2"');
    expect(html).toContain('href="/about"');
    expect(html).toContain('poster="/img/vid-poster.webp"');
    expect(html).not.toContain('data-aos');
  });
});
