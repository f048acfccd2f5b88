import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMissingFile } from '../file-errors';
import { projectRoot } from '../project-root';
import { type BlogCategory, type BlogPostSource, checkCategories, checkPost, type PostContext } from './blog-checks';

/**
 * Reads and checks `content/blog/`: `categories.json`, `posts/*.md` (Markdown with front matter) and
 * `images/`. Every problem is collected, each naming the file and the field, so one run of
 * `npm run blog:import` lists them all.
 */

export const defaultBlogDir = path.join(projectRoot, 'content', 'blog');

export interface BlogContent {
  categories: BlogCategory[];
  posts: BlogPostSource[];
}

/**
 * `warnings`: what imports but deserves a look, one line each naming the file and the field (a
 * character the RSS and Atom feeds must leave out).
 */
export type BlogContentResult = { ok: true; content: BlogContent; warnings: string[] } | { ok: false; problems: string[] };

/** content/blog/ cannot be imported; `problems` holds one line per problem. */
export class BlogContentError extends Error {
  override name = 'BlogContentError';
  constructor(readonly problems: readonly string[]) {
    super(
      [
        `content/blog/ has ${problems.length} problem${problems.length === 1 ? '' : 's'}, so nothing was imported:`,
        ...problems.map((problem) => `  ${problem}`),
      ].join('\n'),
    );
  }
}

/** Paths in messages are relative to the project (content/blog/posts/x.md), absolute outside it. */
function displayFile(file: string, displayRoot: string): string {
  const relative = path.relative(displayRoot, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : file;
}

async function readCategories(file: string, show: string, problems: string[], warnings: string[]): Promise<BlogCategory[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (isMissingFile(error)) problems.push(`${show}: missing: the blog needs its list of categories`);
    else problems.push(`${show}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    return [];
  }
  return checkCategories(json, show, problems, warnings);
}

async function readPost(file: string, show: string, context: PostContext, problems: string[], warnings: string[]): Promise<BlogPostSource | undefined> {
  return checkPost(path.basename(file, '.md'), await readFile(file, 'utf8'), show, context, problems, warnings);
}

async function listFiles(folder: string): Promise<string[] | undefined> {
  try {
    return (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
}

/** Reads and validates a blog folder; never touches a database. */
export async function readBlogContent(blogDir: string = defaultBlogDir, displayRoot: string = projectRoot): Promise<BlogContentResult> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const show = (file: string) => displayFile(file, displayRoot);
  const categoriesFile = path.join(blogDir, 'categories.json');
  const postsDir = path.join(blogDir, 'posts');
  const imagesDir = path.join(blogDir, 'images');

  if (!existsSync(blogDir) || !(await stat(blogDir)).isDirectory()) {
    return { ok: false, problems: [`${show(blogDir)}: missing: expected a folder with categories.json, posts/ and images/`] };
  }

  const categories = await readCategories(categoriesFile, show(categoriesFile), problems, warnings);
  const imageNames = await listFiles(imagesDir);
  const context: PostContext = {
    categories,
    imageFiles: new Set(imageNames ?? []),
    imagesDirShown: `${show(imagesDir)}/`,
    categoriesShown: show(categoriesFile),
  };

  const postNames = await listFiles(postsDir);
  if (postNames === undefined) {
    problems.push(`${show(postsDir)}/: missing: expected a folder of Markdown posts (*.md)`);
  }
  const posts: BlogPostSource[] = [];
  for (const name of (postNames ?? []).filter((fileName) => !fileName.startsWith('.')).sort()) {
    const file = path.join(postsDir, name);
    if (!name.endsWith('.md')) {
      problems.push(`${show(file)}: not a Markdown post: only .md files belong in ${show(postsDir)}/`);
      continue;
    }
    const post = await readPost(file, show(file), context, problems, warnings);
    if (post) posts.push(post);
  }

  return problems.length > 0 ? { ok: false, problems } : { ok: true, content: { categories, posts }, warnings };
}
