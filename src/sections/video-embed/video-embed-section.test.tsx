import { screen } from '@testing-library/react';
import type { z } from 'zod';
import { renderWithSite } from '../../../tests/render-section';
import { videoEmbedExample, videoEmbedSectionSchema } from './definition';
import VideoEmbedSection from './video-embed-section';

function renderSection(input: z.input<typeof videoEmbedSectionSchema>, index = 1) {
  const parsed = videoEmbedSectionSchema.parse(input);
  return renderWithSite(<VideoEmbedSection section={parsed} index={index} />);
}

const frameOf = (container: HTMLElement) => container.querySelector('iframe') as HTMLIFrameElement;

describe('VideoEmbedSection', () => {
  it('shows the video in a titled frame that loads lazily, with the privacy-minded permissions', () => {
    const { container } = renderSection(videoEmbedExample);
    const frame = frameOf(container);
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('title', 'Introduction to Innovare Advisory');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame.getAttribute('allow')).toBe('accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture');
  });

  it('names the section with its level-2 heading and shows intro and caption', () => {
    renderSection({ ...videoEmbedExample, intro: 'Two minutes on how we work.', caption: 'Recorded in Accra, 2024.' });
    expect(screen.getByRole('region', { name: 'See how we work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('See how we work');
    expect(screen.getByText('Two minutes on how we work.')).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent('Recorded in Accra, 2024.');
  });

  it('has no heading and no caption when none is given, and does not animate in as the first section', () => {
    const { heading: _heading, ...withoutHeading } = videoEmbedExample;
    const { container } = renderSection(withoutHeading, 0);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('figcaption')).toBeNull();
    expect(container.querySelector('[data-aos]')).toBeNull();
  });

  it('leaves the whole section out while the video has no address: no heading over an empty player', () => {
    const { src: _src, ...withoutVideo } = videoEmbedExample;
    const { container } = renderSection(withoutVideo);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText('See how we work')).toBeNull();
  });
});
