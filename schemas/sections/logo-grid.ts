import { z } from 'zod';
import { headingBlock, hrefSchema, imageSchema, nonEmptyText, sectionIdSchema } from '../common';

export const logoGridSectionSchema = z
  .strictObject({
    type: z.literal('logo-grid'),
    id: sectionIdSchema,
    ...headingBlock,
    logos: z
      .array(
        z.strictObject({
          name: nonEmptyText.describe('Name of the organisation; used as the link text for screen readers.'),
          image: imageSchema,
          href: hrefSchema.optional().describe('Where the logo links to; external sites open in a new tab.'),
        }),
      )
      .min(1),
    tone: z.enum(['plain', 'muted']).default('plain'),
  })
  .describe('A grid of logos, each optionally linking to a site.');

export const logoGridExample: z.input<typeof logoGridSectionSchema> = {
  type: 'logo-grid',
  id: 'divisions',
  heading: 'Our Divisions',
  logos: [{ name: 'Innovare Advisory', image: { src: '/img/divisions/advisory.svg', alt: 'Innovare Advisory' }, href: '/innovare/advisory' }],
};
