import { z } from 'zod';
import { buttonSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const comingSoonSectionSchema = z
  .strictObject({
    type: z.literal('coming-soon'),
    id: sectionIdSchema,
    heading: nonEmptyText.default('Coming soon...').describe('The message; the spec wording is "Coming soon...".'),
    text: z.string().optional().describe('Optional sentence under the message.'),
    buttons: z.array(buttonSchema).max(2).optional(),
  })
  .describe('A placeholder for a page whose content is not ready yet.');

export const comingSoonExample: z.input<typeof comingSoonSectionSchema> = {
  type: 'coming-soon',
  id: 'coming-soon',
  heading: 'Coming soon...',
};

export const comingSoonSection = defineSectionType({ type: 'coming-soon', schema: comingSoonSectionSchema, example: comingSoonExample, browser: 'static' });
