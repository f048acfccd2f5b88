import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../tests/render-section';
import { mapEmbedExample, mapEmbedSectionSchema } from './definition';
import MapEmbedSection from './map-embed-section';

describe('MapEmbedSection', () => {
  it('embeds the keyless map lazily, with a title and a fixed height', () => {
    const section = mapEmbedSectionSchema.parse(mapEmbedExample);
    renderWithSite(<MapEmbedSection section={section} index={1} />);
    const frame = screen.getByTitle('Map of Gruppo House, Independence Avenue, Accra');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.google.com/maps?q=Independence+Avenue,+Accra,+Ghana&output=embed');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(getComputedStyle(frame).height).toBe('320px');
    expect(screen.getByRole('region', { name: 'Find us' })).toHaveAttribute('id', 'map');
  });
});
