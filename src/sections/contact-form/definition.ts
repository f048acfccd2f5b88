import { z } from 'zod';
import { headingBlock, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const contactFormSectionSchema = z
  .strictObject({
    type: z.literal('contact-form'),
    id: sectionIdSchema,
    eyebrow: headingBlock.eyebrow,
    heading: nonEmptyText.default('Send Your Message').describe('Heading over the form.'),
    intro: headingBlock.intro,
    tone: z.enum(['plain', 'muted']).default('plain').describe('Background of the section.'),
  })
  .describe(
    'The contact form (Your Name, Your Email, Your Phone, Subject, Message, "Send Message"), sent to the contact API; the labels and messages are fixed by the spec. It works without JavaScript too. One per page.',
  );

export const contactFormExample: z.input<typeof contactFormSectionSchema> = {
  type: 'contact-form',
  id: 'send-message',
  heading: 'Send Your Message',
  intro: 'We usually answer within one working day.',
};

export const contactFormSection = defineSectionType({
  type: 'contact-form',
  schema: contactFormSectionSchema,
  example: contactFormExample,
  browser: { island: 'visible' },
});
