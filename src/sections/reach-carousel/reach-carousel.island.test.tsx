import { within } from '@testing-library/react';
import { renderServerMarkup } from '../../../tests/render-server-markup';
import { swiperStarted } from '../../../tests/swiper-started';
import { reachCarouselExample, reachCarouselSectionSchema } from './definition';
import reachCarouselIsland from './reach-carousel.island';
import ReachCarouselSection from './reach-carousel-section';

const section = reachCarouselSectionSchema.parse(reachCarouselExample);

/** In the browser the server HTML is never hydrated: the island's mount takes it over as it is. */
describe('the reach carousel island', () => {
  it('starts Swiper on the server HTML and then offers a pause button', async () => {
    const { html, container } = renderServerMarkup(<ReachCarouselSection section={section} index={1} />);
    expect(html).toContain('alt="Fintech client 3"');
    const carousel = within(container).getByRole('region', { name: 'Our Reach' });
    expect(within(carousel).queryByRole('button')).toBeNull();

    await reachCarouselIsland.mount(container, { section, index: 1, page: { pagePath: '/', icons: {} } });
    await swiperStarted(container);
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    expect(within(carousel).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });
});
