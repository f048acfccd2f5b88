import { z } from 'zod';

/**
 * `dist/routes.json`: what the build tells the server about its output (the prerendered pages, the
 * redirects, the site's address and the pages with parameters with the head tags written into their
 * shells). One schema: the build checks what it writes against it (scripts/build.ts), and the server
 * reads the file through it (server/pages/site-build.ts), so the two cannot drift.
 */

/** Letters, digits and `-._~` segments only: anything else would mean something to the router (`:id`, `*`). */
const routePathSchema = z
  .string()
  .regex(/^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?$/, {
    error: 'expected a path such as "/about": a leading "/", no trailing "/", segments of letters, digits, "-", "_", ".", "~"',
  })
  .refine((routePath) => !routePath.split('/').some((segment) => segment === '.' || segment === '..'), {
    error: 'expected a path without "." or ".." segments',
  });

/**
 * A page with parameters, as the manifest writes it: "/our/blog/:id/single", "/newspage/:catId/collections/".
 * Fastify reads ":name" segments the same way React Router does.
 */
const dynamicRoutePathSchema = z
  .string()
  .regex(/^(?:\/(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9_]*))+\/?$/, {
    error: 'expected a path with ":name" segments such as "/our/blog/:id/single"',
  })
  .refine((routePath) => routePath.includes('/:'), { error: 'expected at least one ":name" segment' })
  .refine((routePath) => !routePath.split('/').some((segment) => segment === '.' || segment === '..'), {
    error: 'expected a path without "." or ".." segments',
  });

export const recordedPageHeadSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string().optional(),
  image: z.string(),
  siteName: z.string(),
  locale: z.string(),
  ogLocale: z.string().optional(),
  // The extras (page-head-extras.ts) the build recorded, so the shell's head tags are found again.
  // A record, not an object schema: the keys keep their order, so the block renders byte for byte as built.
  structuredData: z.array(z.record(z.string(), z.unknown())).readonly().optional(),
  feeds: z
    .array(z.object({ type: z.enum(['application/rss+xml', 'application/atom+xml', 'application/feed+json']), title: z.string(), href: z.string() }))
    .readonly()
    .optional(),
  article: z.object({ publishedTime: z.string(), modifiedTime: z.string(), section: z.string() }).optional(),
  imageWidth: z.number().optional(),
  imageHeight: z.number().optional(),
  imageAlt: z.string().optional(),
  noindex: z.boolean().optional(),
});

const redirectTargetSchema = z.string().regex(/^(?:\/|https?:\/\/)\S*$/, {
  error: 'expected a path starting with "/" or an http(s) address, without spaces',
});

// Not strict: the build may record more about its output without breaking an older server.
export const routesFileSchema = z.object({
  pages: z.array(routePathSchema),
  redirects: z.array(
    z.object({
      from: routePathSchema,
      to: redirectTargetSchema,
      status: z.literal([301, 302, 307, 308]).default(301),
    }),
  ),
  /** The site's address, for the absolute URLs of link previews (canonical, og:url, og:image). */
  siteUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** Pages with parameters: one shell each in `shells/<pageId>.html`, served for every value. */
  dynamicPages: z
    .array(
      z.object({
        path: dynamicRoutePathSchema,
        pageId: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, { error: 'expected a page id such as "blog-post"' }),
        /** The head tags the build wrote into the shell, found there again to be replaced per request. */
        head: recordedPageHeadSchema,
      }),
    )
    .default([]),
  /** The site search page (a page with a `search-results` section), answered by the server per query; absent without one. */
  searchPage: routePathSchema.optional(),
});

/** routes.json as the server reads it, defaults applied. */
export type RoutesFile = z.infer<typeof routesFileSchema>;
/** routes.json as the build writes it. */
export type RoutesFileInput = z.input<typeof routesFileSchema>;

/**
 * A page's head tags as routes.json records them: their JSON form (fields left undefined are
 * dropped), checked by the schema. Used by the build, and by tests that write a build of their own.
 */
export function recordPageHead(head: object): z.infer<typeof recordedPageHeadSchema> {
  return recordedPageHeadSchema.parse(JSON.parse(JSON.stringify(head)));
}
