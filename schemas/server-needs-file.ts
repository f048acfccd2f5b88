import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * `dist/server-needs.json`: what the server would otherwise work out at every start by rendering
 * pages (decision 031). `blogPages`: the pages (a dynamic page by its pattern) whose islands take the
 * blog's data, and which kind; the server renders only these at start to cut them around their
 * islands. `searchPagesSha256`: the SHA-256 (base64url) of `dist/search-pages.json` as the build
 * wrote it; the search index records the hash it was made from, so a restart with the same build
 * compares two short strings instead of reading and hashing that file (14 MB at 4,000 pages). The
 * build writes it (src/engine/build/server-needs.ts) and the server reads it (server/pages/
 * server-needs.ts, for the blog's pages and the search index) through this one schema.
 */
export const serverNeedsFileSchema = z.object({
  blogPages: z.array(z.object({ path: z.string().startsWith('/'), kind: z.enum(['list', 'post']) })),
  searchPagesSha256: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'expected a SHA-256 in base64url')
    .optional(),
});

export type ServerNeedsFile = z.infer<typeof serverNeedsFileSchema>;

/** `searchPagesSha256` of a search-pages.json's bytes: the build writes it, the search index compares it. */
export const searchPagesHash = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('base64url');
