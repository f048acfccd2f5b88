import { z } from 'zod';
import { collectionReferenceSchema, entryLogo } from '../../../schemas/collection';
import { headingBlock, hrefSchema, imageSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

const reachLogoSchema = z.strictObject({
  name: nonEmptyText.describe("Name of the organisation; the logo's text alternative when its image has none."),
  image: imageSchema,
  href: hrefSchema.optional().describe('Where the logo links to; external sites open in a new tab.'),
});

export const reachCarouselSectionSchema = z
  .strictObject({
    type: z.literal('reach-carousel'),
    id: sectionIdSchema,
    ...headingBlock,
    label: nonEmptyText.optional().describe('Name of the carousel for screen readers when it has no heading, e.g. "Banks we work with".'),
    logos: z.array(reachLogoSchema).default([]).describe('Logos written here; entries of "from" follow them.'),
    from: collectionReferenceSchema.optional().describe("Logos taken from a shared list: each entry's logo (or image) and title."),
    tone: z.enum(['plain', 'muted']).default('plain'),
  })
  .refine((section) => section.logos.length > 0 || section.from !== undefined, {
    message: 'expected "logos" or "from" (a shared list), found neither',
    path: ['logos'],
  })
  .refine((section) => section.heading !== undefined || section.label !== undefined, {
    message: 'expected a "heading" or, without one, a "label" that names the carousel for screen readers',
    path: ['label'],
  })
  .describe(
    'A rotating strip of client logos (autoplay, loop, centred; 1, 3 or 5 at a time by screen width). It pauses on hover and focus, has a pause button, and never moves for visitors who ask for reduced motion.',
  );

export const reachCarouselExample: z.input<typeof reachCarouselSectionSchema> = {
  type: 'reach-carousel',
  id: 'reach',
  heading: 'Our Reach',
  logos: [
    { name: 'Fintech client 1', image: { src: '/img/clients/fintech-01.svg', alt: 'Fintech client 1' } },
    { name: 'Fintech client 2', image: { src: '/img/clients/fintech-02.svg', alt: 'Fintech client 2' } },
    { name: 'Fintech client 3', image: { src: '/img/clients/fintech-03.svg', alt: 'Fintech client 3' } },
  ],
};

export const reachCarouselSection = defineSectionType({
  type: 'reach-carousel',
  schema: reachCarouselSectionSchema,
  example: reachCarouselExample,
  browser: { island: 'visible' },
  images: { use: 'logo' },
  resolveFrom: (section, entries, reference) => ({ ...section, logos: [...section.logos, ...entries.map((entry) => entryLogo(entry, reference))] }),
});
