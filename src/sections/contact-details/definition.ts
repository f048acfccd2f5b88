import { z } from 'zod';
import { headingBlock, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const contactDetailsSectionSchema = z
  .strictObject({
    type: z.literal('contact-details'),
    id: sectionIdSchema,
    ...headingBlock,
    visitHeading: nonEmptyText.default('Visit us').describe('Heading over the address.'),
    emailHeading: nonEmptyText.default('Email us').describe('Heading over the e-mail address.'),
    emailNote: z.string().optional().describe('A sentence under the e-mail address, e.g. what to write about.'),
    callHeading: nonEmptyText.default('Call us').describe('Heading over the telephone numbers.'),
    tone: z.enum(['plain', 'muted']).default('plain').describe('Background of the section.'),
  })
  .describe(
    "The address, e-mail address and telephone numbers of the page's layout (content/site.json, layouts.<name>.contact), each shown once: the e-mail and the numbers are links. The footer shows the same details, so they are written in one place.",
  );

export const contactDetailsExample: z.input<typeof contactDetailsSectionSchema> = {
  type: 'contact-details',
  id: 'get-in-touch',
  heading: 'Get in touch',
  emailNote: 'For general enquiries and proposals.',
};

export const contactDetailsSection = defineSectionType({
  type: 'contact-details',
  schema: contactDetailsSectionSchema,
  example: contactDetailsExample,
  browser: 'static',
});
