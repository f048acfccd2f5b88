import { z } from 'zod';
import { hrefSchema, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

const crumbSchema = z.strictObject({ label: nonEmptyText, href: hrefSchema });

export const blogPostSectionSchema = z
  .strictObject({
    type: z.literal('blog-post'),
    id: sectionIdSchema,
    idParam: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'expected the name of a ":param" of the page path, like "id"')
      .default('id')
      .describe('Name of the ":param" segment of the page path that holds the post id ("id" for "/our/blog/:id/single").'),
    home: crumbSchema.default({ label: 'Home', href: '/' }).describe('First breadcrumb.'),
    blogList: crumbSchema
      .default({ label: 'Blogs', href: '/blogs' })
      .describe('The page listing every post: the second breadcrumb links to it, and a visitor asking for a post that does not exist is taken there.'),
  })
  .describe(
    'One blog post, loaded from the blog API: breadcrumb, title, date, author, image, the sanitised article, share links, and a sticky "Related Article" sidebar. The page title becomes the post title.',
  );

const blogPostExample: z.input<typeof blogPostSectionSchema> = {
  type: 'blog-post',
  id: 'post',
  idParam: 'id',
  blogList: { label: 'Blogs', href: '/blogs' },
};

export const blogPostSection = defineSectionType({
  type: 'blog-post',
  schema: blogPostSectionSchema,
  example: blogPostExample,
  browser: { island: 'load', serverData: 'post' },
  // The post's first two crumbs; the post's title is added per post (server/blog/post-structured-data.ts).
  breadcrumb: (section) => [section.home, section.blogList],
});
