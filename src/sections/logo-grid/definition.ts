import { z } from 'zod';
import { collectionReferenceSchema, entryLogo } from '../../../schemas/collection';
import { headingBlock, hrefSchema, imageSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const logoGridSectionSchema = z
  .strictObject({
    type: z.literal('logo-grid'),
    id: sectionIdSchema,
    ...headingBlock,
    logos: z
      .array(
        z.strictObject({
          name: nonEmptyText.describe('Name of the organisation; used as the link text for screen readers.'),
          image: imageSchema,
          href: hrefSchema.optional().describe('Where the logo links to; external sites open in a new tab.'),
        }),
      )
      .default([])
      .describe('Logos written here; entries of "from" follow them.'),
    from: collectionReferenceSchema.optional().describe("Logos taken from a shared list: each entry's logo (or image), title and link."),
    tone: z.enum(['plain', 'muted']).default('plain'),
  })
  .refine((section) => section.logos.length > 0 || section.from !== undefined, {
    message: 'expected "logos" or "from" (a shared list), found neither',
    path: ['logos'],
  })
  .describe('A grid of logos, each optionally linking to a site.');

export const logoGridExample: z.input<typeof logoGridSectionSchema> = {
  type: 'logo-grid',
  id: 'divisions',
  heading: 'Our Divisions',
  logos: [{ name: 'Innovare Advisory', image: { src: '/img/divisions/advisory.svg', alt: 'Innovare Advisory' }, href: '/innovare/advisory' }],
};

export const logoGridSection = defineSectionType({
  type: 'logo-grid',
  schema: logoGridSectionSchema,
  example: logoGridExample,
  browser: 'static',
  images: { use: 'logo' },
  resolveFrom: (section, entries, reference) => ({ ...section, logos: [...section.logos, ...entries.map((entry) => entryLogo(entry, reference))] }),
});
