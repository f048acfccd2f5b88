import { z } from 'zod';
import { headingBlock, iconNameSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const stepsSectionSchema = z
  .strictObject({
    type: z.literal('steps'),
    id: sectionIdSchema,
    ...headingBlock,
    steps: z
      .array(z.strictObject({ title: nonEmptyText, text: nonEmptyText, icon: iconNameSchema.optional() }))
      .min(2)
      .describe('The steps, numbered in order.'),
    tone: z.enum(['plain', 'muted']).default('plain'),
  })
  .describe('A numbered sequence of steps, such as an engagement approach.');

export const stepsExample: z.input<typeof stepsSectionSchema> = {
  type: 'steps',
  id: 'approach',
  heading: 'Our Approach',
  steps: [
    { title: 'Assessment', text: 'We learn where you stand.' },
    { title: 'Strategy', text: 'We agree a plan.' },
    { title: 'Implementation', text: 'We deliver it with you.' },
  ],
};

export const stepsSection = defineSectionType({ type: 'steps', schema: stepsSectionSchema, example: stepsExample, browser: 'static' });
