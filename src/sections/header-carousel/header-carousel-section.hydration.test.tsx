import { ThemeProvider } from '@mui/material/styles';
import { cleanup, within } from '@testing-library/react';
import { headerCarouselExample, headerCarouselSectionSchema } from '../../../schemas/sections/header-carousel';
import { hydrateServerHtml } from '../../../tests/hydrate-server-html';
import { swiperStarted } from '../../../tests/swiper-started';
import { PageIconsContext } from '../../components/icon';
import { MemoryRouter } from 'react-router';
import { theme } from '../../theme/theme';
import HeaderCarouselSection from './header-carousel-section';

const section = headerCarouselSectionSchema.parse(headerCarouselExample);
const ui = (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <PageIconsContext.Provider value={{}}>
        <HeaderCarouselSection section={section} index={0} />
      </PageIconsContext.Provider>
    </MemoryRouter>
  </ThemeProvider>
);

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => cleanup());

/** The prerendered page is hydrated in the browser: Swiper must come to life without React noticing a difference. */
describe('HeaderCarouselSection hydration', () => {
  it('hydrates its server HTML without a warning, the first slide already in it, then starts Swiper on it', async () => {
    const { html, container, recoverable, unmount } = await hydrateServerHtml(ui);
    expect(html).toMatch(/<h1[^>]*>Tier 1 accredited and ISO 27001 certified<\/h1>/);
    expect(html).toContain('Security you can rely on.');
    expect(recoverable).toEqual([]);
    expect(within(container).getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    await swiperStarted(container);
    expect(within(container).getByRole('button', { name: 'Show slide 2' })).toBeInTheDocument();
    expect(recoverable).toEqual([]);
    unmount();
  });
});
