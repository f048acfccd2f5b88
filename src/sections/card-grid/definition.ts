import { z } from 'zod';
import { type CollectionEntry, type CollectionReference, collectionReferenceSchema, entryTitle } from '../../../schemas/collection';
import { anchorIdSchema, colorSchema, headingBlock, iconNameSchema, imageSchema, linkSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

const cardSchema = z
  .strictObject({
    anchor: anchorIdSchema.optional(),
    icon: iconNameSchema.optional().describe('Icon shown at the top of the card (use an icon or an image, not both).'),
    image: imageSchema.optional().describe('Image at the top of the card.'),
    title: nonEmptyText,
    text: z.string().optional().describe('Description of the card.'),
    featuresHeading: z.string().optional().describe('Heading over the feature list, e.g. "Key services".'),
    features: z.array(nonEmptyText).optional().describe('Bulleted features or services.'),
    stats: z
      .array(z.strictObject({ value: nonEmptyText, label: nonEmptyText }))
      .optional()
      .describe('Small figures shown on the card, each a value and a label.'),
    link: linkSchema.optional().describe('Link at the foot of the card, e.g. "Read more".'),
    color: colorSchema.optional().describe('Accent colour of the card.'),
  })
  .refine((card) => !(card.icon && card.image), { message: 'a card takes an icon or an image, not both', path: ['image'] });

export const cardGridSectionSchema = z
  .strictObject({
    type: z.literal('card-grid'),
    id: sectionIdSchema,
    ...headingBlock,
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .describe('Cards per row on wide screens.'),
    cards: z.array(cardSchema).default([]).describe('Cards written here; entries of "from" follow them.'),
    from: collectionReferenceSchema
      .optional()
      .describe("Cards taken from a shared list: each entry's image or icon, title, description, features, figures, colour and link."),
    tone: z.enum(['plain', 'muted', 'dark']).default('plain'),
  })
  .refine((section) => section.cards.length > 0 || section.from !== undefined, {
    message: 'expected "cards" or "from" (a shared list), found neither',
    path: ['cards'],
  })
  .describe('A grid of cards, each with an icon or image, a title, text, an optional feature list and a link.');

export const cardGridExample: z.input<typeof cardGridSectionSchema> = {
  type: 'card-grid',
  id: 'why-choose-us',
  heading: 'Why choose us',
  columns: 4,
  cards: [
    { icon: 'school', title: 'Skills and Expertise', text: 'Over 18 years of average experience.', color: 'teal' },
    {
      anchor: 'bpr',
      image: { src: '/img/home/services-teaser.webp', alt: '' },
      title: 'Board performance reviews',
      features: ['Board evaluation', 'Charter review'],
      link: { label: 'Read more', href: '/services' },
    },
  ],
};

type Card = z.output<typeof cardSchema>;

/** An entry of a shared list as a card: its image or icon, title, description, features, figures, link and colour. */
function entryCard(entry: CollectionEntry, reference: CollectionReference): Card {
  return {
    title: entryTitle(entry, reference),
    ...(entry.image ? { image: entry.image } : entry.icon ? { icon: entry.icon } : {}),
    ...(entry.description !== undefined && { text: entry.description }),
    ...(entry.featuresHeading !== undefined && { featuresHeading: entry.featuresHeading }),
    ...(entry.features !== undefined && { features: entry.features }),
    ...(entry.stats !== undefined && { stats: entry.stats }),
    ...(entry.link !== undefined && { link: entry.link }),
    ...(entry.color !== undefined && { color: entry.color }),
  };
}

export const cardGridSection = defineSectionType({
  type: 'card-grid',
  schema: cardGridSectionSchema,
  example: cardGridExample,
  browser: 'static',
  images: { use: 'card', byKey: { logo: 'logo' } },
  resolveFrom: (section, entries, reference) => ({ ...section, cards: [...section.cards, ...entries.map((entry) => entryCard(entry, reference))] }),
});
