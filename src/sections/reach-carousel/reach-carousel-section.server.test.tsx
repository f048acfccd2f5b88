// @vitest-environment node
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { theme } from '../../theme/theme';
import { reachCarouselSectionSchema } from './definition';
import ReachCarouselSection from './reach-carousel-section';

const logos = Array.from({ length: 14 }, (_, i) => ({ name: `Bank ${i + 1}`, image: { src: `/img/clients/bank-${i + 1}.svg`, alt: '' } }));

/** Prerendering runs without window or document; the prerendered page shows every logo before (and without) JavaScript. */
describe('ReachCarouselSection on the server', () => {
  it('renders every logo with its text alternative, in order, inside a named carousel', () => {
    expect(typeof window).toBe('undefined');
    const section = reachCarouselSectionSchema.parse({ type: 'reach-carousel', id: 'reach', heading: 'Our Reach', logos });
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ReachCarouselSection section={section} index={2} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toMatch(/<h2[^>]*id="reach-heading"[^>]*>Our Reach<\/h2>/);
    expect(html).toMatch(/role="region" aria-roledescription="carousel" aria-labelledby="reach-heading"/);
    const alts = [...html.matchAll(/<img[^>]*alt="([^"]*)"/g)].map((match) => match[1]);
    expect(alts).toEqual(logos.map((logo) => logo.name));
    const positions = [...html.matchAll(/aria-label="(\d+ of 14)"/g)].map((match) => match[1]);
    expect(positions).toEqual(logos.map((_, i) => `${i + 1} of 14`));
    expect(html).toContain('loading="lazy"');
  });
});
