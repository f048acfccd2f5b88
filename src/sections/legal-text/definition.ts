import { z } from 'zod';
import { calendarDateSchema, nonEmptyText, richTextBlockSchema, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const legalTextSectionSchema = z
  .strictObject({
    type: z.literal('legal-text'),
    id: sectionIdSchema,
    lastUpdated: calendarDateSchema().describe('Date of the last change, YYYY-MM-DD; shown as "Last Updated".'),
    intro: z.array(nonEmptyText).optional().describe('Paragraphs before the first heading.'),
    sections: z
      .array(
        z.strictObject({
          id: sectionIdSchema.optional().describe('Optional anchor of this part, e.g. "cookies".'),
          heading: nonEmptyText,
          paragraphs: z.array(nonEmptyText).optional(),
          bullets: z.array(nonEmptyText).optional(),
          subsections: z.array(richTextBlockSchema).optional().describe('Sub-headed parts, e.g. personal and non-personal information.'),
        }),
      )
      .min(1),
  })
  .describe('Long-form legal text (privacy policy) at a readable width of at most 800 px, with its "Last Updated" date.');

export const legalTextExample: z.input<typeof legalTextSectionSchema> = {
  type: 'legal-text',
  id: 'policy',
  lastUpdated: '2026-11-01',
  intro: ['This statement explains how we handle information.'],
  sections: [
    { heading: 'Information We Collect', subsections: [{ heading: 'Personal information', paragraphs: ['Name and e-mail.'] }] },
    { heading: 'Contact Us', paragraphs: ['Write to us.'] },
  ],
};

export const legalTextSection = defineSectionType({ type: 'legal-text', schema: legalTextSectionSchema, example: legalTextExample, browser: 'static' });
