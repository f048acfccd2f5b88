import { z } from 'zod';
import { buttonSchema, headingBlock, richTextBlockSchema, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const richTextSectionSchema = z
  .strictObject({
    type: z.literal('rich-text'),
    id: sectionIdSchema,
    ...headingBlock,
    blocks: z.array(richTextBlockSchema).min(1).describe('Blocks of text, shown one after another (or in columns).'),
    columns: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .default(1)
      .describe('Number of columns the blocks flow into on wide screens.'),
    buttons: z.array(buttonSchema).max(3).optional(),
    tone: z.enum(['plain', 'muted', 'dark']).default('plain').describe('Background of the section.'),
  })
  .describe('Headed text: paragraphs and bullet lists, in one to three columns.');

export const richTextExample: z.input<typeof richTextSectionSchema> = {
  type: 'rich-text',
  id: 'story',
  heading: 'Our Story',
  blocks: [{ paragraphs: ['Founded as a consulting and training company.'], bullets: ['Advisory', 'Training'] }],
};

export const richTextSection = defineSectionType({ type: 'rich-text', schema: richTextSectionSchema, example: richTextExample, browser: 'static' });
