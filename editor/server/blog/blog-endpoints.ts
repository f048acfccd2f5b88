import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createPatch } from 'diff';
import type { FastifyInstance } from 'fastify';
import { frontMatterFields, postBodyHtml } from '../../../server/blog/blog-checks';
import { createPostHtmlSanitizer } from '../../../server/blog/post-html-sanitizer';
import { createExclusively, FileChanged, listContentFiles, PathRefused, readText, replaceIfUnchanged, withFileLock } from '../content-files';
import { checkUpload, slugFileName, UploadRefused, uploadExtension, writeNew } from '../media';
import { RASTER_TYPES } from '../media-types';
import { versionOf } from '../minimal-edit';
import type { Preview } from '../preview';
import { isRecord, objectBody, optionalBooleanField, optionalStringField, RequestRefused, relativePathField, stringField } from '../request-fields';
import { BLOG_IMAGES_DIR, blogImagePath, listBlogImages, listPosts, postContext, postFileOf, postIssues, postPath, readCategories, slugOf } from './blog-files';
import { editPostSource, type PostFields, type PostParts, readPostParts, yamlScalar } from './post-source';

/** The form's fields and body from a request: every field a string (an emptied optional field is ""). */
function postParts(body: Record<string, unknown>): PostParts {
  const given = body.fields;
  if (!isRecord(given)) throw new RequestRefused(400, 'fields: expected the front matter as an object, like { "title": "…", "date": "2026-11-28" }.');
  const fields: PostFields = {};
  for (const [key, value] of Object.entries(given)) {
    if (typeof value !== 'string') throw new RequestRefused(400, `fields.${key}: expected text.`);
    if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(key))
      throw new RequestRefused(400, `fields: "${key.slice(0, 40)}" is not a front matter field; expected ${frontMatterFields.join(', ')}.`);
    fields[key] = value;
  }
  return { fields, body: stringField(body, 'body') };
}

/** A new post's file: the fields in the import's order, one a line, then a blank line and the body. */
function newPostSource(parts: PostParts): string {
  const keys = [
    ...frontMatterFields.filter((key) => key in parts.fields),
    ...Object.keys(parts.fields).filter((key) => !(frontMatterFields as readonly string[]).includes(key)),
  ];
  const lines = keys.flatMap((key) => {
    const value = parts.fields[key];
    return value === undefined || value.trim() === '' ? [] : [`${key}: ${yamlScalar(value)}`];
  });
  const body = parts.body.replace(/^\n+/, '');
  return `---\n${lines.join('\n')}\n---\n\n${body.endsWith('\n') || body === '' ? body : `${body}\n`}`;
}

/** A slug from a request: lower-case words joined by "-", the post's file name without ".md". */
function slugField(body: Record<string, unknown>): string {
  const slug = stringField(body, 'slug');
  if (slugOf(postFileOf(slug)) === undefined)
    throw new RequestRefused(400, 'slug: expected lower-case words and digits joined by "-", such as "iso-27001-basics" (it becomes the file name).');
  return slug;
}

/** Files of content/ (pages, collections, site.json, the other posts) that mention the post's file name or its title: where it may be linked from. */
async function mentionsOf(rootDir: string, file: string, slug: string, title: string | undefined): Promise<string[]> {
  const posts = (await listPosts(rootDir)).map((post) => post.file).filter((other) => other !== file);
  const found: string[] = [];
  for (const candidate of [...(await listContentFiles(rootDir)), ...posts]) {
    const text = await readFile(path.join(rootDir, candidate), 'utf8').catch(() => '');
    if (text.includes(slug) || (title !== undefined && title.length > 3 && text.includes(title))) found.push(candidate);
  }
  return found;
}

/**
 * The blog in the editor (issue 30): the posts and categories listed, a post read as form fields and
 * a body, checked by the blog import's own checks (server/blog/blog-checks.ts checkPost) before anything is
 * written, saved as a minimal edit (post-source.ts) under the file's lock with the version check,
 * created exclusively, deleted after a look at where it is mentioned, previewed by the site's blog
 * page, and images uploaded into content/blog/images/. Nothing outside content/blog/ is written.
 */
export function registerBlogEndpoints(
  app: FastifyInstance,
  rootDir: string,
  options: { preview: Preview | undefined; maxUploadBytes: number; maxPixels: number },
): void {
  const sanitize = createPostHtmlSanitizer();

  app.get('/api/blog', async () => {
    const posts = await listPosts(rootDir);
    const categories = (await readCategories(rootDir)).map((category) => ({
      ...category,
      posts: posts.filter((post) => post.category === category.title).map((post) => post.file),
    }));
    return { posts, categories, images: await listBlogImages(rootDir) };
  });

  app.get('/api/blog/post', async (request) => {
    const file = relativePathField('file', (request.query as { file?: unknown }).file);
    const text = await readText(await postPath(rootDir, file));
    const parts = readPostParts(text);
    return { file, slug: slugOf(file), text, version: versionOf(text), fields: parts?.fields, body: parts?.body };
  });

  /** The post's file as it would be written: the disk's text edited in place, or a new file. */
  const draftSource = async (file: string, parts: PostParts) => {
    const disk = await readText(await postPath(rootDir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (disk === undefined) return { disk, next: newPostSource(parts) };
    const next = editPostSource(disk, parts);
    if (next === undefined)
      throw new RequestRefused(
        422,
        `${file}: its front matter cannot be read, so the form cannot change it; fix the file by hand (npm run blog:import names the problem).`,
      );
    return { disk, next };
  };

  app.post('/api/blog/check', async (request) => {
    const body = objectBody(request.body);
    const slug = slugField(body);
    const file = postFileOf(slug);
    const { next } = await draftSource(file, postParts(body));
    return postIssues(slug, next, file, await postContext(rootDir));
  });

  // A save: the diff first, written once confirmed, under the file's lock and only over the version it was opened at.
  app.post('/api/blog/save', async (request, reply) => {
    const body = objectBody(request.body);
    const file = relativePathField('file', body.file);
    const slug = slugOf(file);
    if (slug === undefined) throw new PathRefused(file);
    const base = stringField(body, 'base');
    const confirm = optionalBooleanField(body, 'confirm');
    const shown = optionalStringField(body, 'expect');
    const parts = postParts(body);
    const absolute = await postPath(rootDir, file);
    const save = async () => {
      const { disk, next } = await draftSource(file, parts);
      if (disk === undefined) return reply.code(404).send({ error: `${file} does not exist; create it with New post.` });
      if (base !== versionOf(disk)) throw new FileChanged(file, disk);
      if (next === disk) return { changed: false };
      const { issues } = postIssues(slug, next, file, await postContext(rootDir));
      if (issues.length > 0) return reply.code(422).send({ error: 'The post has problems; nothing was written.', issues });
      const version = versionOf(next);
      if (!confirm) return { changed: true, diff: createPatch(file, disk, next, 'on disk', 'after saving'), expect: version };
      if (shown !== version)
        return reply.code(409).send({ error: 'What would be written is not what was shown; look at the changes again.', disk, version: versionOf(disk) });
      await replaceIfUnchanged(absolute, file, next, base);
      return { changed: true, saved: true, version };
    };
    return confirm ? withFileLock(absolute, save) : save();
  });

  // A new post: checked as the import checks it, then created exclusively (never over another post).
  app.post('/api/blog/posts', async (request, reply) => {
    const body = objectBody(request.body);
    const slug = slugField(body);
    const file = postFileOf(slug);
    const parts = postParts(body);
    const absolute = await postPath(rootDir, file);
    return withFileLock(absolute, async () => {
      const text = newPostSource(parts);
      const { issues } = postIssues(slug, text, file, await postContext(rootDir));
      if (issues.length > 0) return reply.code(422).send({ error: 'The new post has problems; nothing was written.', issues });
      await createExclusively(absolute, file, text);
      return { file, version: versionOf(text) };
    });
  });

  // Deleting a post: the first call lists where it is mentioned; only a second call with confirm and the version shown deletes it.
  app.post('/api/blog/posts/delete', async (request, reply) => {
    const body = objectBody(request.body);
    const file = relativePathField('file', body.file);
    const slug = slugOf(file);
    if (slug === undefined) throw new PathRefused(file);
    const confirm = optionalBooleanField(body, 'confirm');
    const shown = optionalStringField(body, 'version');
    const absolute = await postPath(rootDir, file);
    return withFileLock(absolute, async () => {
      const disk = await readText(absolute);
      const version = versionOf(disk);
      if (!confirm) return { file, version, mentions: await mentionsOf(rootDir, file, slug, readPostParts(disk)?.fields.title) };
      if (shown !== version) return reply.code(409).send({ error: `${file} changed since the warning was shown; nothing was deleted. Look again.`, version });
      await rm(absolute);
      return { deleted: true, file };
    });
  });

  // The post page as the site's server renders it, from the unsaved draft.
  app.post('/api/blog/preview', async (request, reply) => {
    const body = objectBody(request.body);
    const slug = slugField(body);
    const file = postFileOf(slug);
    const parts = postParts(body);
    if (!options.preview) return reply.code(503).send({ error: 'This editor was started without its preview.' });
    const started = performance.now();
    const { next } = await draftSource(file, parts);
    const checked = postIssues(slug, next, file, await postContext(rootDir));
    const fields = readPostParts(next)?.fields ?? parts.fields;
    const content = sanitize(postBodyHtml(readPostParts(next)?.body ?? parts.body));
    const post = {
      id: '0',
      title: fields.title ?? '',
      date: fields.date ?? '',
      author: fields.author,
      image: fields.image,
      content,
      category: fields.category,
    };
    const result = await options.preview.renderBlogPage('post', '0', (address) => ({ kind: 'post', search: '', path: address, id: '0', post, related: [] }));
    return { ...result, postIssues: checked.issues, milliseconds: Math.round(performance.now() - started) };
  });

  // An image for posts, into content/blog/images/: the checks of every upload (media.ts), a raster type the blog serves, a new name.
  app.post('/api/blog/upload', { bodyLimit: Math.ceil((options.maxUploadBytes * 4) / 3) + 64 * 1024 }, async (request) => {
    const body = objectBody(request.body);
    const { name, bytes, type } = checkUpload({ name: body.name, data: body.data }, options.maxUploadBytes, options.maxPixels);
    if (type === 'svg') throw new UploadRefused(415, "A post's image is a JPEG, PNG, WebP or AVIF file; the blog does not serve SVG.");
    const stem = slugFileName(name);
    for (let attempt = 1; attempt < 1000; attempt += 1) {
      const fileName = `${stem}${attempt === 1 ? '' : `-${attempt}`}${uploadExtension(type)}`;
      if (await writeNew(await blogImagePath(rootDir, fileName), bytes)) return { name: fileName, images: await listBlogImages(rootDir) };
    }
    throw new UploadRefused(422, `Too many files named ${stem} in ${BLOG_IMAGES_DIR}/.`);
  });

  // The blog's images where the site serves them (/uploads/<name>), for the preview: read-only, by file name alone.
  app.get('/uploads/:name', async (request, reply) => {
    const name = (request.params as { name: string }).name;
    const absolute = await blogImagePath(rootDir, name).catch(() => undefined);
    const bytes = absolute === undefined ? undefined : await readFile(absolute).catch(() => undefined);
    if (bytes === undefined) return reply.code(404).send({ error: 'not found' });
    return reply.type(RASTER_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream').send(bytes);
  });
}
