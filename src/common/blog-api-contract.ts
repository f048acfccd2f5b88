import * as z from 'zod/mini';

/**
 * The blog API's contract (spec §7), defined once: the browser's fetchers parse every answer with these
 * schemas (src/features/blog/api/), the render entry parses the data the server hands it with them
 * (src/features/blog/embedded/blog-fallback.ts), and the server types what it sends as their input
 * (`z.input`, the shape on the wire; server/blog/blog-routes.ts). server/blog/blog-api.test.ts parses
 * the server's real answers with them, and tests/legacy/api-contract.spec.ts the legacy stand-in's.
 * The schemas accept what the group's old PHP backend sends as well (numeric strings as ids, null or
 * "" for a missing text); `z.output` is what the browser works with once parsed.
 */

/**
 * A record id as the APIs send it: a number from our server, often a numeric string from the legacy
 * PHP backend. Normalised to a string, since ids only ever end up in addresses.
 */
const recordIdSchema = z.pipe(
  z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^[A-Za-z0-9_-]+$/))]),
  z.transform((id: number | string) => String(id)),
);

/** An optional text field: missing, null and "" all mean "none". */
const optionalTextSchema = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value: string | null | undefined) => (value ? value : undefined)),
);

/** GET categories → `{ status, records: [{ id, title }] }`. */
export const categoriesResponseSchema = z.object({
  status: z.number(),
  records: z.optional(z.array(z.object({ id: recordIdSchema, title: z.string().check(z.minLength(1)) }))),
});

/** GET one category → `{ records: [{ id, title }] }`; the first record's title heads the blog list. */
export const categoryResponseSchema = z.object({
  records: z.array(z.object({ id: recordIdSchema, title: z.string() })),
});

/** GET blog list (`?catId=`, or every post without it) → `[{ id, title, date, image }]`, newest first. */
export const blogPostsResponseSchema = z.array(
  z.object({
    id: recordIdSchema,
    title: z.string(),
    date: z.string(),
    /** File name under the uploads path; null or "" when the post has none. */
    image: optionalTextSchema,
  }),
);

/** GET blog detail → `{ records: [post], message? }`; an unknown id is a 404 with no records. */
export const blogPostResponseSchema = z.object({
  records: z.array(
    z.object({
      id: recordIdSchema,
      title: z.string(),
      date: z.string(),
      author: optionalTextSchema,
      image: optionalTextSchema,
      /** HTML, sanitised before display. */
      content: z.pipe(
        z.optional(z.nullable(z.string())),
        z.transform((html: string | null | undefined) => html ?? ''),
      ),
      category: optionalTextSchema,
    }),
  ),
  message: z.optional(z.nullable(z.string())),
});

/**
 * What a blog detail's 404 says: only the message counts. The old PHP backend answers an unknown id
 * with `{"message": "…"}` alone, without `records` (the stand-in in tests/legacy-api/ does the same).
 */
export const blogPostNotFoundSchema = z.object({ message: z.optional(z.nullable(z.string())) });

/** GET related blogs → `[{ id, title }]`. */
export const relatedPostsResponseSchema = z.array(z.object({ id: recordIdSchema, title: z.string() }));

/** What the server may send (the wire shapes), one type per answer. */
export type CategoriesResponseBody = z.input<typeof categoriesResponseSchema>;
export type CategoryResponseBody = z.input<typeof categoryResponseSchema>;
export type BlogPostsResponseBody = z.input<typeof blogPostsResponseSchema>;
export type BlogPostResponseBody = z.input<typeof blogPostResponseSchema>;
export type RelatedPostsResponseBody = z.input<typeof relatedPostsResponseSchema>;

/** What the browser works with once an answer is parsed. */
export type CategoriesResponse = z.output<typeof categoriesResponseSchema>;
export type BlogPostSummary = z.output<typeof blogPostsResponseSchema>[number];
export type BlogPost = z.output<typeof blogPostResponseSchema>['records'][number];
export type RelatedPost = z.output<typeof relatedPostsResponseSchema>[number];
