import { z } from 'zod';
import { headingBlock, iconNameSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

const statement = z.strictObject({
  heading: nonEmptyText,
  text: nonEmptyText,
  icon: iconNameSchema.optional(),
});

export const missionVisionValuesSectionSchema = z
  .strictObject({
    type: z.literal('mission-vision-values'),
    id: sectionIdSchema,
    ...headingBlock,
    mission: statement.describe('The mission statement.'),
    vision: statement.describe('The vision statement.'),
    values: z
      .strictObject({
        heading: nonEmptyText,
        items: z.array(z.strictObject({ title: nonEmptyText, text: z.string().optional(), icon: iconNameSchema.optional() })).min(1),
      })
      .describe('The values, each with a title and an optional line of text.'),
  })
  .describe('Mission, vision and values, side by side.');

export const missionVisionValuesExample: z.input<typeof missionVisionValuesSectionSchema> = {
  type: 'mission-vision-values',
  id: 'mission',
  mission: { heading: 'Our Mission', text: 'To help organisations grow securely.', icon: 'flag' },
  vision: { heading: 'Our Vision', text: 'To be the trusted partner for assurance in Africa.', icon: 'visibility' },
  values: { heading: 'Our Values', items: [{ title: 'Excellence' }, { title: 'Respect' }, { title: 'Integrity' }, { title: 'Ownership' }] },
};

export const missionVisionValuesSection = defineSectionType({
  type: 'mission-vision-values',
  schema: missionVisionValuesSectionSchema,
  example: missionVisionValuesExample,
  browser: 'static',
});
