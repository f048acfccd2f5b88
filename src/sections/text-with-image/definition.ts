import { z } from 'zod';
import { buttonSchema, headingBlock, imageSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const textWithImageSectionSchema = z
  .strictObject({
    type: z.literal('text-with-image'),
    id: sectionIdSchema,
    eyebrow: headingBlock.eyebrow,
    heading: nonEmptyText,
    paragraphs: z.array(nonEmptyText).min(1),
    bullets: z.array(nonEmptyText).optional().describe('Optional bulleted list after the paragraphs.'),
    image: imageSchema,
    imagePosition: z.enum(['left', 'right']).default('right').describe('Side of the image on wide screens.'),
    badge: imageSchema.optional().describe('Optional badge drawn over a corner of the image (e.g. an accreditation seal).'),
    buttons: z.array(buttonSchema).max(3).optional(),
    tone: z.enum(['plain', 'muted']).default('plain'),
  })
  .describe('A heading, text and buttons beside an image.');

export const textWithImageExample: z.input<typeof textWithImageSectionSchema> = {
  type: 'text-with-image',
  id: 'about-summary',
  eyebrow: 'About us',
  heading: 'A consulting and training company at heart',
  paragraphs: ['We were established as a consulting and training company.'],
  image: { src: '/img/home/about-summary.webp', alt: 'Consultants reviewing a security plan' },
  badge: { src: '/img/badges/tier-1-accredited.svg', alt: 'Tier 1 Accredited' },
  buttons: [{ label: 'Read more', href: '/about' }],
};

export const textWithImageSection = defineSectionType({
  type: 'text-with-image',
  schema: textWithImageSectionSchema,
  example: textWithImageExample,
  browser: 'static',
  images: { use: 'text', byKey: { badge: 'badge' } },
});
