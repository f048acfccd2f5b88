import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { renderHeadTags, type PageHead } from '../src/engine/page-head';
import { isMissingFile } from './file-errors';
import { createHtmlDocument, type HtmlDocument } from './html-document';
import { compressVariants, readStoredVariants } from './precompressed-files';

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

const pageHeadSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string().optional(),
  image: z.string(),
  siteName: z.string(),
  locale: z.string(),
  // The extras (page-head-extras.ts) the build recorded, so the shell's head tags are found again.
  // A record, not an object schema: the keys keep their order, so the block renders byte for byte as built.
  structuredData: z.array(z.record(z.string(), z.unknown())).optional(),
  feeds: z
    .array(z.object({ type: z.enum(['application/rss+xml', 'application/atom+xml', 'application/feed+json']), title: z.string(), href: z.string() }))
    .optional(),
  article: z.object({ publishedTime: z.string(), modifiedTime: z.string(), section: z.string() }).optional(),
  imageWidth: z.number().optional(),
  imageHeight: z.number().optional(),
  imageAlt: z.string().optional(),
});

const redirectTargetSchema = z.string().regex(/^(?:\/|https?:\/\/)\S*$/, {
  error: 'expected a path starting with "/" or an http(s) address, without spaces',
});

// Not strict: the build may record more about its output without breaking an older server.
const routesFileSchema = z.object({
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
        head: pageHeadSchema,
      }),
    )
    .default([]),
});

export type Redirect = z.infer<typeof routesFileSchema>['redirects'][number];

export interface PrerenderedPage {
  path: string;
  document: HtmlDocument;
}

/** A prerendered page split around its head tags, so each request can carry its own. */
export interface PageShell {
  beforeHead: string;
  afterHead: string;
}

export interface DynamicPage {
  /** The pattern as the manifest writes it, e.g. "/newspage/:catId/collections/". */
  path: string;
  pageId: string;
  /** The head the build wrote: the page's own title and description, no canonical URL. */
  head: PageHead;
  shell: PageShell;
}

export interface SiteBuild {
  /** The static root: every file in it is public. */
  clientDir: string;
  pages: PrerenderedPage[];
  dynamicPages: DynamicPage[];
  redirects: Redirect[];
  notFoundPage: HtmlDocument;
  siteUrl: string | undefined;
}

/**
 * Shells live beside client/, not in it: served raw, a shell would be a second address for the
 * page, showing a literal ":id" and head tags meant to be replaced.
 */
export function shellFilePath(distDir: string, pageId: string): string {
  return path.join(distDir, 'shells', `${pageId}.html`);
}

/** A build output the server cannot serve; the message says what to do. */
export class SiteBuildError extends Error {
  override name = 'SiteBuildError';
}

function displayPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}

export function pageFilePath(clientDir: string, routePath: string): string {
  return path.join(clientDir, ...routePath.split('/').filter(Boolean), 'index.html');
}

async function readRoutesFile(distDir: string): Promise<z.infer<typeof routesFileSchema>> {
  const routesFile = path.join(distDir, 'routes.json');
  let text: string;
  try {
    text = await readFile(routesFile, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) {
      throw new SiteBuildError(`No build found in ${displayPath(distDir)}/: run \`npm run build\` first.`);
    }
    throw error;
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SiteBuildError(`${displayPath(routesFile)} is not valid JSON (${reason}): run \`npm run build\` again`);
  }

  const parsed = routesFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new SiteBuildError(
      [`${displayPath(routesFile)} does not describe a build this server understands:`, ...problems].join('\n'),
    );
  }
  return parsed.data;
}

async function readHtml(file: string, why: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissingFile(error)) {
      throw new SiteBuildError(`${displayPath(file)} is missing, but ${why}: run \`npm run build\` again`);
    }
    throw error;
  }
}

/**
 * A page with the compressed variants the build stored beside it; a build without them (an older
 * build, a test's) has them made here, once, at start.
 */
async function readPage(file: string, why: string): Promise<HtmlDocument> {
  const body = await readHtml(file, why);
  const stored = await readStoredVariants(file);
  return createHtmlDocument(body, stored.br && stored.gzip ? stored : await compressVariants(body));
}

async function readShell(distDir: string, page: z.infer<typeof routesFileSchema>['dynamicPages'][number]): Promise<DynamicPage> {
  const file = shellFilePath(distDir, page.pageId);
  const html = (await readHtml(file, `routes.json lists the page "${page.path}"`)).toString('utf8');
  // Cast: the structured data was written by the build from structured-data.ts's typed builders;
  // it is only rendered back as it came, so its exact schema.org shape is not re-checked here.
  const head: PageHead = { ...page.head, canonical: page.head.canonical, structuredData: page.head.structuredData as PageHead['structuredData'] };
  const headTags = renderHeadTags(head);
  const start = html.indexOf(headTags);
  if (start === -1 || html.indexOf(headTags, start + 1) !== -1) {
    throw new SiteBuildError(
      `${displayPath(file)} does not hold the head tags routes.json records for "${page.path}" exactly once: run \`npm run build\` again`,
    );
  }
  return {
    path: page.path,
    pageId: page.pageId,
    head,
    shell: { beforeHead: html.slice(0, start), afterHead: html.slice(start + headTags.length) },
  };
}

function findDuplicate(paths: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const routePath of paths) {
    if (seen.has(routePath)) return routePath;
    seen.add(routePath);
  }
  return undefined;
}

/**
 * Loads what the build wrote into `distDir`. Pages are read into memory once: there are a few
 * dozen small files, and serving from memory makes a missing page a start-up error, not a 404.
 */
export async function loadSiteBuild(distDir: string): Promise<SiteBuild> {
  const routes = await readRoutesFile(distDir);
  const clientDir = path.join(distDir, 'client');

  const duplicate = findDuplicate([
    ...routes.pages,
    ...routes.redirects.map((redirect) => redirect.from),
    ...routes.dynamicPages.map((page) => page.path.replace(/(.)\/$/, '$1')),
  ]);
  if (duplicate !== undefined) {
    throw new SiteBuildError(
      `${displayPath(path.join(distDir, 'routes.json'))} lists "${duplicate}" twice (as pages or redirects): run \`npm run build\` again`,
    );
  }

  const pages = await Promise.all(
    routes.pages.map(async (routePath) => ({
      path: routePath,
      document: await readPage(pageFilePath(clientDir, routePath), `routes.json lists the page "${routePath}"`),
    })),
  );
  const dynamicPages = await Promise.all(routes.dynamicPages.map((page) => readShell(distDir, page)));
  const notFoundPage = await readPage(path.join(clientDir, '404.html'), 'every build has a not-found page');

  return { clientDir, pages, dynamicPages, redirects: routes.redirects, notFoundPage, siteUrl: routes.siteUrl };
}
