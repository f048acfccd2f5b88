import { z } from 'zod';
import { nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

export const blogListSectionSchema = z
  .strictObject({
    type: z.literal('blog-list'),
    id: sectionIdSchema,
    heading: nonEmptyText
      .default('Our Blogs')
      .describe('Page heading when the page lists every post, or when the category has no title. With a category, its title from the API is the heading.'),
    categoryParam: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'expected the name of a ":param" of the page path, like "catId"')
      .optional()
      .describe(
        'Name of the ":param" segment of the page path that holds the category id (e.g. "catId" for "/newspage/:catId/collections/"). Leave out to list every post.',
      ),
  })
  .describe(
    'The blog list, loaded from the blog API: the category title as heading, cards with image, date, title and a "Read More" link, six per page with Previous / page numbers / Next (the page number is kept in the address as "?page=2").',
  );

const blogListExample: z.input<typeof blogListSectionSchema> = {
  type: 'blog-list',
  id: 'blogs',
  heading: 'Our Blogs',
  categoryParam: 'catId',
};

export const blogListSection = defineSectionType({
  type: 'blog-list',
  schema: blogListSectionSchema,
  example: blogListExample,
  browser: { island: 'load', serverData: 'list' },
});
