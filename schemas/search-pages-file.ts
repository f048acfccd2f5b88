import { z } from 'zod';

/**
 * `dist/search-pages.json`: the text of every prerendered page, for the site search's index. The
 * build writes it (scripts/build.ts) and the server reads it at start (server/search/search-routes.ts)
 * through this one schema.
 */
export const searchPagesFileSchema = z.object({
  pages: z.array(
    z.object({
      path: z.string().startsWith('/'),
      title: z.string(),
      /** Every heading of the page's main content, in order: they weigh more than the body. */
      headings: z.string(),
      /** The rest of the main content's text. */
      body: z.string(),
    }),
  ),
});

export type SearchPagesFile = z.infer<typeof searchPagesFileSchema>;
