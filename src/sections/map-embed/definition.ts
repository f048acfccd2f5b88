import { z } from 'zod';
import { headingBlock, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const mapEmbedSectionSchema = z
  .strictObject({
    type: z.literal('map-embed'),
    id: sectionIdSchema,
    ...headingBlock,
    embedUrl: z
      .string()
      .regex(
        /^https:\/\/(www|maps)\.google\.com\/maps(\/embed)?\?[^\s"<>]*output=embed[^\s"<>]*$/,
        'expected a keyless Google Maps embed address like "https://www.google.com/maps?q=Independence+Avenue,+Accra&output=embed"',
      )
      .describe('Google Maps embed address without an API key: "https://www.google.com/maps?q=<place>&output=embed".'),
    title: nonEmptyText.describe('What the map shows, read by screen readers, e.g. "Map of Gruppo House, Accra".'),
  })
  .describe('An embedded Google map, loaded lazily at a fixed height so nothing moves when it appears.');

export const mapEmbedExample: z.input<typeof mapEmbedSectionSchema> = {
  type: 'map-embed',
  id: 'map',
  heading: 'Find us',
  embedUrl: 'https://www.google.com/maps?q=Independence+Avenue,+Accra,+Ghana&output=embed',
  title: 'Map of Gruppo House, Independence Avenue, Accra',
};

export const mapEmbedSection = defineSectionType({ type: 'map-embed', schema: mapEmbedSectionSchema, example: mapEmbedExample, browser: 'static' });
