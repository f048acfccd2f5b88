import { within } from '@testing-library/react';
import { renderServerMarkup } from '../../../tests/render-server-markup';
import { swiperStarted } from '../../../tests/swiper-started';
import { headerCarouselExample, headerCarouselSectionSchema } from './definition';
import headerCarouselIsland from './header-carousel.island';
import HeaderCarouselSection from './header-carousel-section';

const section = headerCarouselSectionSchema.parse(headerCarouselExample);

/** In the browser the server HTML is never hydrated: the island's mount takes it over as it is. */
describe('the header carousel island', () => {
  it('starts Swiper on the server HTML, keeping its slides and first headline, and shows the pause button', async () => {
    const { html, container } = renderServerMarkup(<HeaderCarouselSection section={section} index={0} />);
    expect(html).toMatch(/<h1[^>]*>Tier 1 accredited and ISO 27001 certified<\/h1>/);
    const region = within(container).getByRole('region', { name: 'Highlights' });
    expect(within(region).queryByRole('button')).toBeNull();

    await headerCarouselIsland.mount(container, { section, index: 0, page: { pagePath: '/', icons: {} } });
    await swiperStarted(container);
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 2', '2 of 2']);
    expect(within(region).getByRole('button', { name: 'Show slide 2' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Tier 1 accredited and ISO 27001 certified');
  });

  it('leaves markup without a carousel alone', async () => {
    const element = document.createElement('div');
    await headerCarouselIsland.mount(element, { section, index: 0, page: { pagePath: '/', icons: {} } });
    expect(element.innerHTML).toBe('');
  });
});
