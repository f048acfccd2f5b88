import { z } from 'zod';
import { collectionReferenceSchema, entryTitle } from '../../../schemas/collection';
import { headingBlock, linkSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const linkListSectionSchema = z
  .strictObject({
    type: z.literal('link-list'),
    id: sectionIdSchema,
    eyebrow: headingBlock.eyebrow,
    heading: nonEmptyText.describe('Heading of the list; it also names the navigation landmark for screen readers, e.g. "Useful Links".'),
    intro: headingBlock.intro,
    links: z.array(linkSchema).default([]).describe('Links written here; entries of "from" follow them.'),
    from: collectionReferenceSchema.optional().describe("Links taken from a shared list: each entry's title, to its link."),
    tone: z.enum(['plain', 'muted']).default('muted'),
  })
  .refine((section) => section.links.length > 0 || section.from !== undefined, {
    message: 'expected "links" or "from" (a shared list), found neither',
    path: ['links'],
  })
  .describe('A short list of related links, e.g. "Useful Links" to the other industries.');

export const linkListExample: z.input<typeof linkListSectionSchema> = {
  type: 'link-list',
  id: 'useful-links',
  heading: 'Useful Links',
  links: [
    { label: 'Education', href: '/education' },
    { label: 'Payment', href: '/payments' },
  ],
};

export const linkListSection = defineSectionType({
  type: 'link-list',
  schema: linkListSectionSchema,
  example: linkListExample,
  browser: 'static',
  // Each entry's link, labelled with its title; an entry without a link is left out.
  resolveFrom: (section, entries, reference) => ({
    ...section,
    links: [...section.links, ...entries.flatMap((entry) => (entry.link ? [{ ...entry.link, label: entryTitle(entry, reference) }] : []))],
  }),
});
