import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BlogCategory, checkCategories, checkPost, type PostContext, postSlugPattern } from '../../../server/blog/blog-checks';
import { confinedPath, PathRefused } from '../content-files';
import { readPostParts } from './post-source';

/**
 * The blog's files as the editor reads and writes them: posts (content/blog/posts/<slug>.md), the
 * categories (content/blog/categories.json, written through the content writes) and the images
 * (content/blog/images/). Every path is one plain name matched whole, then confined after resolving
 * links (content-files.ts): a symbolic link anywhere on the way is refused (decision 027).
 */

const BLOG_DIR = 'content/blog';
const POSTS_DIR = 'content/blog/posts';
export const BLOG_IMAGES_DIR = 'content/blog/images';
const CATEGORIES = 'content/blog/categories.json';

/** The kinds of image a post may name (the blog import's list, blog-checks.ts). */
const BLOG_IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:webp|png|jpg|jpeg|avif|gif)$/i;

export const postFileOf = (slug: string) => `${POSTS_DIR}/${slug}.md`;

/** The slug of a post's file name ("content/blog/posts/iso-basics.md" → "iso-basics"), or undefined for any other name. */
export function slugOf(file: string): string | undefined {
  const match = /^content\/blog\/posts\/([^/]+)\.md$/.exec(file);
  return match?.[1] !== undefined && postSlugPattern.test(match[1]) ? match[1] : undefined;
}

/** The absolute path of a post file, by its one plain name; a hostile name or a link on the way is a PathRefused. */
export async function postPath(rootDir: string, file: string): Promise<string> {
  if (slugOf(file) === undefined) throw new PathRefused(file);
  return confinedPath(rootDir, BLOG_DIR, file, ['.md']);
}

/** The absolute path of a blog image, by its file name alone ("iso-27001.webp"). */
export async function blogImagePath(rootDir: string, name: string): Promise<string> {
  if (!BLOG_IMAGE_NAME.test(name)) throw new PathRefused(`${BLOG_IMAGES_DIR}/${name}`);
  return confinedPath(rootDir, BLOG_DIR, `${BLOG_IMAGES_DIR}/${name}`, ['.webp', '.png', '.jpg', '.jpeg', '.avif', '.gif']);
}

/** The plain files of a folder under the blog, sorted; none when it is missing or a link (links are never followed). */
async function plainFiles(rootDir: string, folder: string): Promise<string[]> {
  const absolute = path.join(rootDir, folder);
  const found = await lstat(absolute).catch(() => undefined);
  if (!found?.isDirectory() || (await lstat(path.join(rootDir, BLOG_DIR)).catch(() => undefined))?.isSymbolicLink()) return [];
  return (await readdir(absolute, { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

export const listBlogImages = (rootDir: string) => plainFiles(rootDir, BLOG_IMAGES_DIR).then((names) => names.filter((name) => BLOG_IMAGE_NAME.test(name)));

/** The categories as saved, or none when the file has a problem (the categories form shows it). */
export async function readCategories(rootDir: string): Promise<BlogCategory[]> {
  const text = await readFile(await confinedPath(rootDir, BLOG_DIR, CATEGORIES, ['.json']), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  try {
    return checkCategories(JSON.parse(text), CATEGORIES, []);
  } catch {
    return [];
  }
}

/** What a post is checked against, from the disk: the categories and the images folder. */
export async function postContext(rootDir: string): Promise<PostContext> {
  return {
    categories: await readCategories(rootDir),
    imageFiles: new Set(await listBlogImages(rootDir)),
    imagesDirShown: `${BLOG_IMAGES_DIR}/`,
    categoriesShown: CATEGORIES,
  };
}

export type PostSummary = { file: string; slug: string; title: string; date: string; category: string; image: string | undefined; problems: number };

/** Every post of content/blog/posts/, newest first (then by file name), with what the file list shows. */
export async function listPosts(rootDir: string): Promise<PostSummary[]> {
  const context = await postContext(rootDir);
  const posts: PostSummary[] = [];
  for (const name of await plainFiles(rootDir, POSTS_DIR)) {
    const slug = name.endsWith('.md') ? name.slice(0, -3) : undefined;
    if (slug === undefined || !postSlugPattern.test(slug)) continue;
    const file = postFileOf(slug);
    const source = await readFile(await postPath(rootDir, file), 'utf8').catch(() => undefined);
    if (source === undefined) continue;
    const fields = readPostParts(source)?.fields ?? {};
    const problems: string[] = [];
    checkPost(slug, source, file, context, problems);
    posts.push({
      file,
      slug,
      title: fields.title ?? slug,
      date: fields.date ?? '',
      category: fields.category ?? '',
      image: fields.image,
      problems: problems.length,
    });
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** One problem of a post, at its field: "title", "date", "category", "image", "body", "slug" or "file" for the front matter as a whole. */
export type PostIssue = { field: string; message: string };

/** The blog import's checks of one post (server/blog/blog-checks.ts checkPost), each problem placed at its field. */
export function postIssues(slug: string, source: string, file: string, context: PostContext): { issues: PostIssue[]; warnings: PostIssue[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  checkPost(slug, source, file, context, problems, warnings);
  const placed = (line: string): PostIssue => {
    const rest = line.startsWith(`${file}: `) ? line.slice(file.length + 2) : line;
    const cut = rest.indexOf(': ');
    const where = cut === -1 ? '' : rest.slice(0, cut);
    const field = where === '(body)' ? 'body' : where === 'file name' ? 'slug' : where === 'front matter' ? 'file' : where;
    return { field, message: cut === -1 ? rest : rest.slice(cut + 2) };
  };
  return { issues: problems.map(placed), warnings: warnings.map(placed) };
}
