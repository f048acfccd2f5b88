import { z } from 'zod';
import { headingBlock, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const statsSectionSchema = z
  .strictObject({
    type: z.literal('stats'),
    id: sectionIdSchema,
    ...headingBlock,
    items: z
      .array(z.strictObject({ value: nonEmptyText.describe('The figure, e.g. "18+".'), label: nonEmptyText.describe('What it counts.') }))
      .min(1)
      .max(6),
    tone: z.enum(['plain', 'muted', 'dark']).default('dark'),
  })
  .describe('A row of headline figures. Figures are marketing text written by hand, never computed.');

export const statsExample: z.input<typeof statsSectionSchema> = {
  type: 'stats',
  id: 'figures',
  heading: 'Why Choose Us',
  items: [
    { value: '18+', label: 'Years of average consultant experience' },
    { value: '5', label: 'Board members' },
  ],
};

export const statsSection = defineSectionType({ type: 'stats', schema: statsSectionSchema, example: statsExample, browser: 'static' });
