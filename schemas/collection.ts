import { z } from 'zod';
import { colorSchema, iconNameSchema, imageSchema, linkSchema, nonEmptyText, sectionIdSchema } from './common';

/**
 * Shared lists (content/collections/<name>.json): the industries, divisions, services and client
 * logos that several pages show. Declared once; sections reference them with `from`, and the build
 * copies the entries in, so a change in one place shows everywhere.
 */
const collectionEntrySchema = z
  .strictObject({
    title: nonEmptyText.describe('Name of the industry, division, service or organisation.'),
    shortTitle: nonEmptyText.optional().describe('Shorter name, used where a reference asks for it with "shortTitles": true.'),
    description: z.string().optional().describe('One or two sentences about the entry.'),
    icon: iconNameSchema.optional(),
    image: imageSchema.optional().describe('Picture of the entry (industry photo, division tile); shown on cards.'),
    logo: imageSchema.optional().describe('Logo of the organisation; shown by logo grids and reach carousels.'),
    color: colorSchema.optional(),
    link: linkSchema.optional().describe('Where the entry leads, e.g. its page ("/payments") or an external site.'),
    featuresHeading: z.string().optional().describe('Heading over the features, e.g. "Services".'),
    features: z.array(nonEmptyText).optional().describe('Services or features of the entry, as a bulleted list.'),
    stats: z
      .array(z.strictObject({ value: nonEmptyText, label: nonEmptyText }))
      .optional()
      .describe('Figures shown with the entry, each a value and a label (industries carry three).'),
    group: sectionIdSchema.optional().describe('Kebab-case group name, so a reference can pick part of the list (e.g. "banks").'),
  })
  .describe('One entry of a shared list.');

export const collectionSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Path of the JSON Schema, for editors.'),
    description: z.string().optional().describe('What the list is and where it is shown; for maintainers, not shown on the site.'),
    entries: z.array(collectionEntrySchema).min(1, 'expected at least one entry'),
  })
  .describe('A shared list (content/collections/<name>.json) that sections reference with "from".');

export const collectionReferenceSchema = z
  .strictObject({
    collection: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, 'expected the name of a file in content/collections/ without ".json", like "industries"')
      .describe('The shared list to show: the name of a file in content/collections/ without ".json".'),
    group: sectionIdSchema.optional().describe('Only the entries of this group (e.g. "banks").'),
    exceptCurrentPage: z
      .boolean()
      .default(true)
      .describe('Leave out the entry that links to the page showing the list (the other five industries on an industry page).'),
    shortTitles: z.boolean().default(false).describe('Use each entry\'s "shortTitle" where it has one.'),
  })
  .describe('Entries taken from a shared list in content/collections/; they come after any items written in the section itself.');

export type CollectionEntry = z.infer<typeof collectionEntrySchema>;
export type CollectionReference = z.infer<typeof collectionReferenceSchema>;

/** An entry's title as a reference shows it: its short title where the reference asks for short ones. */
export function entryTitle(entry: CollectionEntry, reference: CollectionReference): string {
  return (reference.shortTitles && entry.shortTitle) || entry.title;
}

/** An entry as a logo (logo grids, reach carousels): its logo or else its image, named by its title. */
export function entryLogo(entry: CollectionEntry, reference: CollectionReference) {
  const title = entryTitle(entry, reference);
  const image = entry.logo ?? entry.image;
  if (image === undefined) throw new Error(`The entry "${entry.title}" has no logo or image to show in a logo list`);
  return { name: title, image: { ...image, alt: image.alt || title }, ...(entry.link !== undefined && { href: entry.link.href }) };
}
