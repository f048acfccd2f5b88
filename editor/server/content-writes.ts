import { rm, stat } from 'node:fs/promises';
import { createPatch } from 'diff';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parse } from 'jsonc-parser';
import { checkCategories } from '../../server/blog/blog-checks';
import type { ManifestDrafts } from '../../src/engine/manifest/read-manifest-file';
import { type ManifestValidation, validateManifest } from '../../src/engine/manifest/validate-manifest';
import type { EditorIssue } from '../client/form-types';
import { CATEGORIES_FILE, contentFile, createExclusively, FileChanged, readText, replaceIfUnchanged, withFileLock } from './content-files';
import { applyValue, biomeFormat, versionOf } from './minimal-edit';
import { objectBody, optionalBooleanField, optionalStringField, RequestRefused, relativePathField, stringField } from './request-fields';
import { starterSections } from './starter-content';
import { brokenUses, readSources } from './usage';

/** The problems of the blog's categories list as the blog import (server/blog/blog-checks.ts) finds them. */
function categoriesIssues(text: string): EditorIssue[] {
  const problems: string[] = [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return [{ file: CATEGORIES_FILE, line: undefined, path: '', message: `not valid JSON (${error instanceof Error ? error.message : String(error)})` }];
  }
  checkCategories(json, CATEGORIES_FILE, problems);
  return problems.map((problem) => ({ file: CATEGORIES_FILE, line: undefined, path: '', message: problem.slice(CATEGORIES_FILE.length + 2) }));
}

/**
 * The editor's writes of content files (issue 19, issue 27 item 3): a save (the diff first, then the
 * write once confirmed), a new page and a page's deletion. Each confirmed write holds the file's lock
 * (withFileLock: one writer per file) and compares the version on disk inside it; a new file is created
 * exclusively. Nothing is written that brings a problem the validator (or, for the blog's categories,
 * the blog import) finds.
 */
/**
 * `validate`: the validator a save and a new page are checked with; the preview's kept one when the
 * editor has a preview (issue 31: the same issues as validateManifest's, without reading 4,000 pages again).
 */
export function registerContentWrites(
  app: FastifyInstance,
  rootDir: string,
  validate: (drafts?: ManifestDrafts) => Promise<ManifestValidation> = (drafts) => validateManifest(rootDir, drafts),
): void {
  // Deleting a page: the first call lists the links to it; only a second call with confirm and the version shown deletes the file.
  app.post('/api/pages/delete', async (request, reply) => {
    const body = objectBody(request.body);
    const file = relativePathField('file', body.file);
    const confirm = optionalBooleanField(body, 'confirm');
    const shown = optionalStringField(body, 'version');
    if (!file.startsWith('content/pages/')) return reply.code(400).send({ error: 'file: only a page (content/pages/…) can be deleted here.' });
    const absolute = await contentFile(rootDir, file);
    return withFileLock(absolute, async () => {
      const disk = await readText(absolute).catch(() => undefined);
      if (disk === undefined) return reply.code(404).send({ error: `${file} does not exist` });
      const data = parse(disk) as { path?: unknown; status?: unknown } | undefined;
      if (data?.path === '/') return reply.code(422).send({ error: 'The home page cannot be deleted; change it instead.' });
      if (data?.status === 404) return reply.code(422).send({ error: 'The not-found page cannot be deleted: the site needs one.' });
      const version = versionOf(disk);
      if (!confirm) {
        const sources = await readSources(rootDir);
        return { file, path: data?.path, version, links: brokenUses(sources, file, null).flatMap((broken) => broken.usedBy) };
      }
      if (shown !== version) return reply.code(409).send({ error: `${file} changed since the warning was shown; nothing was deleted. Look again.`, version });
      await rm(absolute);
      return { deleted: true, file };
    });
  });

  // A new page: a file name, a path and a layout; it starts with a hero and a text section of starter text. Checked by the validator before it is written.
  app.post('/api/pages', async (request, reply) => {
    const body = objectBody(request.body);
    const name = stringField(body, 'name');
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) return reply.code(400).send({ error: 'name: expected a file name in kebab-case, like "new-service"' });
    const file = `content/pages/${name}.json`;
    const title = stringField(body, 'title');
    const fields = { path: stringField(body, 'path'), description: stringField(body, 'description'), layout: stringField(body, 'layout') };
    const absolute = await contentFile(rootDir, file);
    // One request for a name at a time here, and the file created exclusively against any other program: one 200, then 409s.
    return withFileLock(absolute, async () => {
      if (
        await stat(absolute).then(
          () => true,
          () => false,
        )
      )
        return reply.code(409).send({ error: `${file} exists already` });
      return createPage(file, absolute, title, fields, reply);
    });
  });

  async function createPage(file: string, absolute: string, title: string, fields: { path: string; description: string; layout: string }, reply: FastifyReply) {
    const page = {
      $schema: '../../schemas/page.schema.json',
      path: fields.path,
      title,
      description: fields.description,
      layout: fields.layout,
      // Starter text, listed by check:launch and outlined in the editor until replaced (starter-content.ts).
      sections: starterSections(title),
    };
    const text = await biomeFormat(rootDir, file, `${JSON.stringify(page, null, 2)}\n`);
    const { issues } = await validate(new Map([[file, text]]));
    const own = issues.filter((issue) => issue.file === file);
    if (own.length > 0) return reply.code(422).send({ error: 'The new page has problems; nothing was written.', issues: own });
    await createExclusively(absolute, file, text);
    return { file };
  }

  /** The problems `next` (the file's new text) brings that are not there already: the validator's, or for the blog's categories the blog import's. */
  async function newProblems(file: string, disk: string, next: string): Promise<EditorIssue[]> {
    const key = (issue: EditorIssue) => `${issue.file}\0${issue.path}\0${issue.message}`;
    let before: EditorIssue[];
    let after: EditorIssue[];
    if (file === CATEGORIES_FILE) [before, after] = [categoriesIssues(disk), categoriesIssues(next)];
    else {
      const [was, will] = await Promise.all([validate(), validate(new Map([[file, next]]))]);
      [before, after] = [was.issues, will.issues];
    }
    const known = new Set(before.map(key));
    return after.filter((issue) => !known.has(key(issue)));
  }

  // A save: shown as a diff first, written once confirmed. One writer per file at a time (withFileLock), the version compared again right before the rename.
  app.post('/api/save', async (request, reply) => {
    const body = objectBody(request.body);
    const file = relativePathField('file', body.file);
    const base = stringField(body, 'base');
    const confirm = optionalBooleanField(body, 'confirm');
    const shown = optionalStringField(body, 'expect');
    if (body.value === null || typeof body.value !== 'object')
      throw new RequestRefused(400, "value: expected the file's content as JSON (an object, or a list for content/blog/categories.json).");
    const value = body.value;
    const absolute = await contentFile(rootDir, file);
    const save = async () => {
      const disk = await readText(absolute);
      if (base !== versionOf(disk)) throw new FileChanged(file, disk);
      const next = await applyValue(rootDir, file, disk, value);
      if (next === disk) return { changed: false };
      // Blocked by any problem the change brings (in this file or, through links, in another), not by one already there.
      const issues = await newProblems(file, disk, next);
      if (issues.length > 0) return reply.code(422).send({ error: 'The draft has problems; nothing was written.', issues });
      const version = versionOf(next);
      if (!confirm) {
        // What the change removes or renames that other places use (a page path, an anchor, a collection entry): shown before writing.
        const breaks = brokenUses(await readSources(rootDir), file, parse(next) as unknown);
        return { changed: true, diff: createPatch(file, disk, next, 'on disk', 'after saving'), expect: version, breaks };
      }
      if (shown !== version)
        return reply.code(409).send({ error: 'What would be written is not what was shown; look at the changes again.', disk, version: versionOf(disk) });
      await replaceIfUnchanged(absolute, file, next, base);
      return { changed: true, saved: true, version };
    };
    return confirm ? withFileLock(absolute, save) : save();
  });
}
