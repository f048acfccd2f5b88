import { z } from 'zod';

/**
 * `dist/server-needs.json`: what the server would otherwise work out at every start by rendering
 * pages (decision 031). `blogPages`: the pages (a dynamic page by its pattern) whose islands take the
 * blog's data, and which kind; the server renders only these at start to cut them around their
 * islands. The build writes it (src/engine/build/server-needs.ts) and the server reads it
 * (server/blog/blog-page-render.ts) through this one schema.
 */
export const serverNeedsFileSchema = z.object({
  blogPages: z.array(z.object({ path: z.string().startsWith('/'), kind: z.enum(['list', 'post']) })),
});

export type ServerNeedsFile = z.infer<typeof serverNeedsFileSchema>;
