import { z } from 'zod';
import { buttonSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const ctaBandSectionSchema = z
  .strictObject({
    type: z.literal('cta-band'),
    id: sectionIdSchema,
    heading: nonEmptyText,
    text: z.string().optional(),
    buttons: z.array(buttonSchema).min(1).max(3),
  })
  .describe('A coloured band with a heading, a sentence and one to three buttons.');

export const ctaBandExample: z.input<typeof ctaBandSectionSchema> = {
  type: 'cta-band',
  id: 'cta',
  heading: 'Ready to strengthen your organisation?',
  text: 'Talk to our team about your goals.',
  buttons: [
    { label: 'Contact Us', href: '/contact', variant: 'light' },
    { label: 'View Our Services', href: '/services', variant: 'outline' },
  ],
};

export const ctaBandSection = defineSectionType({ type: 'cta-band', schema: ctaBandSectionSchema, example: ctaBandExample, browser: 'static' });
