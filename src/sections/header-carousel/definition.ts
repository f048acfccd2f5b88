import { z } from 'zod';
import { buttonSchema, nonEmptyText, sectionIdSchema, videoSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const headerCarouselSectionSchema = z
  .strictObject({
    type: z.literal('header-carousel'),
    id: sectionIdSchema,
    video: videoSchema,
    slides: z
      .array(
        z.strictObject({
          eyebrow: z.string().optional().describe('Short line above the headline.'),
          heading: nonEmptyText.describe('Slide headline.'),
          text: z.string().optional().describe('Sentence under the headline.'),
          button: buttonSchema.optional().describe('Button on the slide, e.g. "Learn More" to /about.'),
        }),
      )
      .min(1)
      .describe('Slides shown over the background video. They fade into each other and loop (timing in site.config.ts).'),
  })
  .describe('Home page header: slides that fade over a background video, with clickable pagination.');

export const headerCarouselExample: z.input<typeof headerCarouselSectionSchema> = {
  type: 'header-carousel',
  id: 'header',
  video: { mp4: '/img/vid.mp4', webm: '/img/vid.webm', poster: '/img/vid-poster.webp' },
  slides: [
    { heading: 'Tier 1 accredited and ISO 27001 certified', text: 'Security you can rely on.', button: { label: 'Learn More', href: '/about' } },
    { heading: 'Advisory, assurance and training', button: { label: 'Learn More', href: '/about' } },
  ],
};

export const headerCarouselSection = defineSectionType({
  type: 'header-carousel',
  schema: headerCarouselSectionSchema,
  example: headerCarouselExample,
  browser: { island: 'load' },
});
