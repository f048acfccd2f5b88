import { z } from 'zod';
import { buttonSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const notFoundSectionSchema = z
  .strictObject({
    type: z.literal('not-found'),
    id: sectionIdSchema,
    code: z.string().default('404').describe('The large code shown above the heading.'),
    heading: nonEmptyText,
    text: nonEmptyText,
    buttons: z.array(buttonSchema).min(1).max(3),
  })
  .describe('The body of the not-found page: a message and ways back.');

export const notFoundExample: z.input<typeof notFoundSectionSchema> = {
  type: 'not-found',
  id: 'not-found',
  heading: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  buttons: [{ label: 'Back to Home', href: '/' }],
};

export const notFoundSection = defineSectionType({ type: 'not-found', schema: notFoundSectionSchema, example: notFoundExample, browser: 'static' });
