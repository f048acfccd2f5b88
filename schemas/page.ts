import { z } from 'zod';
import { assetPathSchema, nonEmptyText } from './common';
import { sectionSchema } from './section';

export const pageSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Path of the JSON Schema, for editors.'),
    path: z
      .string()
      .regex(
        /^\/([a-z0-9][a-z0-9\-_]*(\/([a-z0-9][a-z0-9\-_]*|:[A-Za-z][A-Za-z0-9_]*))*)?\/?$/,
        'expected a route path like "/about" or "/advisory/about" (lower case, no spaces; a ":param" segment like "/blog/:id" stands for any one segment)',
      )
      .describe('The address of the page, e.g. "/advisory/about". The not-found page uses "/404".'),
    title: nonEmptyText
      .max(70, 'expected a title of at most 70 characters (search engines cut longer ones)')
      .describe('The browser tab and search result title.'),
    description: nonEmptyText
      .min(50, 'expected a description of at least 50 characters for search results')
      .max(170, 'expected a description of at most 170 characters (search engines cut longer ones)')
      .describe('The search result and link preview description.'),
    layout: z
      .enum(['main', 'advisory'])
      .default('main')
      .describe('The navigation and footer around the page: the group\'s ("main") or the advisory division\'s ("advisory").'),
    image: assetPathSchema.optional().describe("Social-share image for this page; defaults to the site's."),
    status: z
      .union([z.literal(200), z.literal(404)])
      .default(200)
      .describe('404 marks the not-found page (exactly one page has it).'),
    sections: z.array(sectionSchema).min(1, 'expected at least one section').describe('The sections of the page, top to bottom.'),
  })
  .describe('One page of the site: its address, head tags, layout and sections.');

export type Page = z.infer<typeof pageSchema>;
