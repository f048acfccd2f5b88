import { z } from 'zod';
import { linkSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const searchResultsSectionSchema = z
  .strictObject({
    type: z.literal('search-results'),
    id: sectionIdSchema,
    heading: nonEmptyText.describe('The page heading (h1) above the search field.'),
    suggestionsHeading: nonEmptyText.describe('Heading of the suggestions shown when a search finds nothing, or before any search.'),
    suggestions: z.array(nonEmptyText).min(1).max(5).describe('Tips shown when a search finds nothing, one sentence each.'),
    links: z.array(linkSchema).min(1).max(8).describe('Pages offered instead when a search finds nothing.'),
  })
  .describe(
    'The site search page: the search field, and a place the server fills with the results of each query (`/search?q=`). Server HTML only; one page of the site may hold it, and that page is left out of the sitemap and marked noindex.',
  );

export const searchResultsExample: z.input<typeof searchResultsSectionSchema> = {
  type: 'search-results',
  id: 'search',
  heading: 'Search',
  suggestionsHeading: 'Suggestions',
  suggestions: ['Check the spelling of your words.', 'Try fewer or more general words.'],
  links: [
    { label: 'Services', href: '/services' },
    { label: 'Contact us', href: '/contact' },
  ],
};

export const searchResultsSection = defineSectionType({
  type: 'search-results',
  schema: searchResultsSectionSchema,
  example: searchResultsExample,
  browser: 'static',
});
