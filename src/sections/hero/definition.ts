import { z } from 'zod';
import { breadcrumbSchema, buttonSchema, colorSchema, headingBlock, imageSchema, nonEmptyText, sectionIdSchema, videoSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const heroSectionSchema = z
  .strictObject({
    type: z.literal('hero'),
    id: sectionIdSchema,
    eyebrow: headingBlock.eyebrow,
    heading: nonEmptyText.describe('The page headline (the only level-1 heading on the page).'),
    text: z.string().optional().describe('Short paragraph under the headline.'),
    background: z
      .union([z.strictObject({ image: imageSchema }), z.strictObject({ video: videoSchema }), z.strictObject({ illustration: imageSchema })])
      .optional()
      .describe(
        'Background: { "image": … } (a photograph covering the header, darkened under the text), { "video": … }, or { "illustration": … } (a drawing shown whole in a frame beside the text on larger screens, never blown up behind it). Without one the hero uses the brand gradient.',
      ),
    accent: colorSchema
      .default('navy')
      .describe(
        'Colour the header fades to on its right-hand side, so pages of a family look related but not identical; the text side is always dark navy, for contrast.',
      ),
    breadcrumb: breadcrumbSchema.optional(),
    buttons: z.array(buttonSchema).max(3).optional().describe('Up to three buttons under the text.'),
    size: z.enum(['compact', 'large', 'full']).default('large').describe('Height of the hero: "compact" banner, "large", or "full" screen.'),
  })
  .describe('Page header with a headline over an image, a video or the brand gradient, with an optional breadcrumb and buttons.');

export const heroExample: z.input<typeof heroSectionSchema> = {
  type: 'hero',
  id: 'hero',
  heading: 'About Us',
  text: 'Advisory, assurance and training for organisations that cannot afford to get security wrong.',
  background: { image: { src: '/img/hero/about.webp', alt: '' } },
  breadcrumb: [{ label: 'Home', href: '/' }, { label: 'About Us' }],
  buttons: [{ label: 'Contact us', href: '/contact', variant: 'primary' }],
};

export const heroSection = defineSectionType({
  type: 'hero',
  schema: heroSectionSchema,
  example: heroExample,
  browser: 'static',
  // A background photo or video covers the header; an illustration is drawn in a frame beside the text.
  images: { use: 'hero', byKey: { illustration: 'illustration' } },
  breadcrumb: (section) => section.breadcrumb,
});
