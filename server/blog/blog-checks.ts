import { marked } from 'marked';
import { z } from 'zod';
import { calendarDateSchema } from '../../schemas/common';
import { didYouMean } from '../../src/common/did-you-mean';
import { splitFrontMatter } from './front-matter';
import { summarize } from './post-summary';
import { xmlForbiddenCharacters } from './xml-characters';

/**
 * The checks of one file of `content/blog/`: the categories list and a post (its file name, front
 * matter and body). The import (blog-content.ts) runs them over the folder; the editor runs them on a
 * draft before it writes. Each problem names the file and the field.
 */

export interface BlogCategory {
  id: number;
  title: string;
}

/** A post ready for the database. */
export interface BlogPostSource {
  /** The file name without `.md`: what keeps a post's id stable from one import to the next. */
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD: the last revision, when the front matter gives one. */
  updated: string | null;
  author: string;
  categoryId: number;
  /** A file name in `images/`, or null. */
  image: string | null;
  contentHtml: string;
  /** Plain text for link previews: the start of the post. */
  summary: string;
}

const imageExtensions = ['webp', 'png', 'jpg', 'jpeg', 'avif', 'gif'];
const imageFileName = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._-]*\\.(?:${imageExtensions.join('|')})$`, 'i');
export const postSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const frontMatterFields = ['title', 'date', 'author', 'category', 'image', 'updated'] as const;

/** How a value found in a file reads in a message: strings quoted, the rest as JSON. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  return JSON.stringify(value) ?? String(value);
}

function text(field: string, maxLength: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `required: add "${field}: …" to the front matter` : `expected text, found ${shown(issue.input)}; put the value in quotes`,
    })
    .trim()
    .min(1, `required: "${field}" is empty`)
    .max(maxLength, `expected at most ${maxLength} characters`);
}

const frontMatterSchema = z.strictObject({
  title: text('title', 200),
  date: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'required: add "date: YYYY-MM-DD" to the front matter' : `expected YYYY-MM-DD, found ${shown(issue.input)}`,
    })
    // The manifest's date schema: a calendar date, so "2024-02-30" is refused too.
    .pipe(calendarDateSchema({ error: (issue) => `expected YYYY-MM-DD, found ${shown(issue.input)}` })),
  updated: z
    .string({ error: (issue) => `expected YYYY-MM-DD, found ${shown(issue.input)}` })
    .pipe(calendarDateSchema({ error: (issue) => `expected YYYY-MM-DD, found ${shown(issue.input)}` }))
    .optional(),
  author: text('author', 120),
  category: text('category', 200),
  image: z
    .string({ error: (issue) => `expected a file name in images/, found ${shown(issue.input)}` })
    .regex(imageFileName, `expected a file name in images/ such as "iso-27001.webp" (${imageExtensions.join(', ')}), without folders`)
    .optional(),
});

const categoriesSchema = z
  .array(
    z.strictObject({
      id: z.number({ error: 'expected a whole number from 1 up' }).int('expected a whole number from 1 up').positive('expected a whole number from 1 up'),
      title: z
        .string({ error: 'required: the title shown in the Media menu' })
        .trim()
        .min(1, 'required: the title shown in the Media menu')
        .max(100, 'expected at most 100 characters'),
    }),
    { error: 'expected a list of categories: [{ "id": 1, "title": "News" }, …]' },
  )
  .min(1, 'expected at least one category');

/**
 * A warning when `value` holds characters XML 1.0 forbids: the site shows the text as written, but
 * the RSS and Atom feeds leave them out (blog-feeds.ts), or every feed would be malformed.
 */
function warnOfXmlForbidden(show: string, field: string, value: string, warnings: string[]): void {
  const characters = xmlForbiddenCharacters(value);
  if (characters.length === 0) return;
  warnings.push(
    `${show}: ${field}: contains ${characters.join(', ')}, which XML 1.0 forbids (a control character, such as a vertical tab pasted from a word processor, or a non-character); the RSS and Atom feeds leave ${characters.length === 1 ? 'it' : 'them'} out. Delete ${characters.length === 1 ? 'it' : 'them'} from the file`,
  );
}

function zodIssuePath(issuePath: readonly PropertyKey[]): string {
  return issuePath.map(String).join('.');
}

/**
 * The categories list's problems (pushed onto `problems`, each starting with `show`) and warnings (onto
 * `warnings`), as the import checks it; the categories when there is no problem.
 */
export function checkCategories(json: unknown, show: string, problems: string[], warnings: string[] = []): BlogCategory[] {
  const parsed = categoriesSchema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const where = zodIssuePath(issue.path);
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) problems.push(`${show}: ${where ? `${where}.` : ''}${key}: unknown field; expected "id" and "title"`);
      } else {
        problems.push(`${show}: ${where ? `${where}: ` : ''}${issue.message}`);
      }
    }
    return [];
  }
  const seenIds = new Map<number, number>();
  const seenTitles = new Map<string, number>();
  parsed.data.forEach((category, index) => {
    const idTwin = seenIds.get(category.id);
    if (idTwin !== undefined) problems.push(`${show}: ${index}.id: ${category.id} is already the id of entry ${idTwin}`);
    const titleTwin = seenTitles.get(category.title.toLowerCase());
    if (titleTwin !== undefined) problems.push(`${show}: ${index}.title: "${category.title}" is already the title of entry ${titleTwin}`);
    seenIds.set(category.id, index);
    seenTitles.set(category.title.toLowerCase(), index);
    warnOfXmlForbidden(show, `${index}.title`, category.title, warnings);
  });
  return parsed.data;
}

/** What a post is checked against: the categories and the images folder's file names, and how their files read in messages. */
export interface PostContext {
  categories: BlogCategory[];
  imageFiles: Set<string>;
  imagesDirShown: string;
  categoriesShown: string;
}

/**
 * One post's problems (pushed onto `problems`, each starting with `show`, then the field) and warnings,
 * as the import checks it: `slug` is its file name without `.md`, `source` the file's text. The post
 * ready for the database when there is no problem. The editor checks a draft with this before writing.
 */
export function checkPost(
  slug: string,
  source: string,
  show: string,
  context: PostContext,
  problems: string[],
  warnings: string[] = [],
): BlogPostSource | undefined {
  const problemCount = problems.length;
  if (!postSlugPattern.test(slug)) {
    problems.push(`${show}: file name: expected lower-case words joined by "-", such as "iso-27001-basics.md"`);
  }

  const parsedFile = splitFrontMatter(source);
  if (!parsedFile.ok) {
    problems.push(`${show}: ${parsedFile.problem}`);
    return undefined;
  }

  // YAML 1.2 (the yaml package) reads an unquoted 2024-05-01 as text, so the date is checked as written.
  const data: Record<string, unknown> = { ...parsedFile.data };
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          problems.push(`${show}: ${key}: unknown field; expected ${frontMatterFields.join(', ')}${didYouMean(key, frontMatterFields)}`);
        }
      } else {
        problems.push(`${show}: ${zodIssuePath(issue.path)}: ${issue.message}`);
      }
    }
  }

  // Category and image are checked against the folder even when another field has a problem, so
  // one run lists everything.
  const categoryTitle = typeof data.category === 'string' ? data.category.trim() : undefined;
  const category = context.categories.find((candidate) => candidate.title === categoryTitle);
  if (categoryTitle && category === undefined && context.categories.length > 0) {
    const titles = context.categories.map((candidate) => candidate.title);
    problems.push(
      `${show}: category: "${categoryTitle}" is not a category in ${context.categoriesShown}${didYouMean(categoryTitle, titles)}; expected one of ${titles.map((title) => `"${title}"`).join(', ')}`,
    );
  }

  const image = typeof data.image === 'string' && imageFileName.test(data.image) ? data.image : undefined;
  if (image !== undefined && !context.imageFiles.has(image)) {
    problems.push(`${show}: image: "${image}" is not a file in ${context.imagesDirShown}${didYouMean(image, context.imageFiles)}`);
  }

  if (parsed.success && parsed.data.updated !== undefined && parsed.data.updated < parsed.data.date) {
    problems.push(`${show}: updated: ${parsed.data.updated} is before the post's date (${parsed.data.date}); a post is revised after it is published`);
  }

  const body = parsedFile.body.trim();
  if (!body) problems.push(`${show}: (body): the post has no text below the front matter`);

  if (problems.length > problemCount || !parsed.success || category === undefined) return undefined;
  warnOfXmlForbidden(show, 'title', parsed.data.title, warnings);
  warnOfXmlForbidden(show, 'author', parsed.data.author, warnings);
  warnOfXmlForbidden(show, '(body)', body, warnings);
  const contentHtml = postBodyHtml(body);
  return {
    slug,
    title: parsed.data.title,
    date: parsed.data.date,
    updated: parsed.data.updated ?? null,
    author: parsed.data.author,
    categoryId: category.id,
    image: image ?? null,
    contentHtml,
    summary: summarize(contentHtml),
  };
}

/** A post's Markdown body as the import stores it (before the site's sanitiser): GitHub-flavoured Markdown by marked. */
export function postBodyHtml(body: string): string {
  return marked.parse(body.trim(), { async: false, gfm: true });
}
