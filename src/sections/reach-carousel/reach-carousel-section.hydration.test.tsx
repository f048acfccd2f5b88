import { ThemeProvider } from '@mui/material/styles';
import { within } from '@testing-library/react';
import { reachCarouselExample, reachCarouselSectionSchema } from '../../../schemas/sections/reach-carousel';
import { hydrateServerHtml } from '../../../tests/hydrate-server-html';
import { swiperStarted } from '../../../tests/swiper-started';
import { MemoryRouter } from 'react-router';
import { theme } from '../../theme/theme';
import ReachCarouselSection from './reach-carousel-section';

const section = reachCarouselSectionSchema.parse(reachCarouselExample);
const ui = (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <ReachCarouselSection section={section} index={1} />
    </MemoryRouter>
  </ThemeProvider>
);

/** The prerendered page is hydrated in the browser: Swiper must come to life without React noticing a difference. */
describe('ReachCarouselSection hydration', () => {
  it('hydrates its server HTML without a warning, then starts Swiper and offers a pause button', async () => {
    const { html, container, recoverable, unmount } = await hydrateServerHtml(ui);
    expect(html).toContain('alt="Fintech client 3"');
    expect(recoverable).toEqual([]);
    const carousel = within(container).getByRole('region', { name: 'Our Reach' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    await swiperStarted(container);
    expect(within(carousel).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    unmount();
  });
});
