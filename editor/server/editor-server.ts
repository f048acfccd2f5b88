import { readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { parse } from 'jsonc-parser';
import { sectionExamples } from '../../schemas/section-examples';
import { svgFileSecurityHeaders } from '../../server/operations/security-headers';
import { renderIconMarkup } from '../../src/engine/build/icon-markup';
import { cachedVariant, DEFAULT_CACHE_DIR } from '../../src/engine/build/image-variants';
import { maxImagePixels } from '../../src/engine/images/pixel-limit';
import { validateManifest } from '../../src/engine/manifest/validate-manifest';
import { iconNames } from '../../src/icons/icon-names';
import type { ContentFileSummary, EditorIssue } from '../client/form-types';
import { within } from '../client/paths';
import type { PublishTarget } from '../client/views/publish-types';
import { registerBlogEndpoints } from './blog/blog-endpoints';
import { editorClient } from './client-bundle';
import {
  confinedPath,
  contentFile,
  FileChanged,
  imageFile,
  isManifestFile,
  listContentFiles,
  listImages,
  PathRefused,
  readText,
  refusedLinks,
  withFileLock,
} from './content-files';
import { registerContentWrites } from './content-writes';
import { formSpecs } from './form-spec';
import { DEFAULT_MAX_UPLOAD_BYTES, storeUpload, UploadRefused } from './media';
import { PUBLIC_TYPES } from './media-types';
import { versionOf } from './minimal-edit';
import { Preview } from './preview';
import { registerPublishing } from './publish-routes';
import {
  depthOf,
  isRecord,
  MAX_BODY_DEPTH,
  objectBody,
  optionalBooleanField,
  optionalStringField,
  RequestRefused,
  relativePathField,
  stringField,
} from './request-fields';
import { changeSectionType, readPastedSection } from './section-tools';
import { EditorGate, PAGE_SECRET_META, refuse } from './security';
import { readSources, usageIndex } from './usage';

export interface EditorOptions {
  rootDir: string;
  /** 0 picks a free port. */
  port: number;
  /** Skips the preview's Vite server (tests of the gate and the files). */
  preview?: boolean;
  /** The largest image an upload may be, in bytes (default DEFAULT_MAX_UPLOAD_BYTES, 10 MB). */
  maxUploadBytes?: number;
  /** The most pixels an uploaded raster image may have (default IMAGE_MAX_MEGAPIXELS, or 50 megapixels; decision 028). */
  maxImagePixels?: number;
  /** Where Publish pushes (`--remote`, `--branch`); each defaults from the current branch's upstream (decision 033). */
  publish?: Partial<PublishTarget>;
}

export interface Editor {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The address to open once: the origin with the one-time token. */
  startUrl: string;
  app: FastifyInstance;
  clientBytes: number;
  close: () => Promise<void>;
}

const HOST = '127.0.0.1';
/** The largest request other than an upload: a save, a check or a preview (no content file comes near). */
const BODY_LIMIT = 8 * 1024 * 1024;

/** The editor's HTML; `pageSecret` only in the answer to the one-time address (security.ts), a base64url string. */
const page = (body: string, script = false, pageSecret?: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site editor</title>${
    pageSecret === undefined ? '' : `<meta name="${PAGE_SECRET_META}" content="${pageSecret}">`
  }${script ? '<script type="module" src="/assets/editor.js"></script>' : ''}</head><body>${body}</body></html>`;

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // The preview is the site's server HTML, whose critical styles are inline (Emotion); MUI's are too.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

async function summarize(rootDir: string, file: string): Promise<ContentFileSummary> {
  const kind = file === 'content/site.json' ? 'site' : file.startsWith('content/pages/') ? 'page' : 'collection';
  if (kind !== 'page') return { file, kind };
  const data = parse(await readFile(path.join(rootDir, file), 'utf8')) as { path?: unknown; title?: unknown; layout?: unknown; sections?: unknown } | undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  // The sections' ids: the #anchors a link to the page may name.
  const anchors = Array.isArray(data?.sections)
    ? data.sections.flatMap((section: { id?: unknown }) => (typeof section?.id === 'string' ? [section.id] : []))
    : [];
  return { file, kind, path: text(data?.path), title: text(data?.title), layout: text(data?.layout) ?? 'main', anchors };
}

/** The body's unsaved drafts (file → value), each under the plain name of a manifest file (content-files.ts). */
function draftsOf(body: Record<string, unknown>): Map<string, string> {
  const drafts = new Map<string, string>();
  const given = body.drafts;
  if (given === undefined) return drafts;
  if (!isRecord(given)) throw new RequestRefused(400, 'drafts: expected an object of file → content, like { "content/pages/about.json": { … } }.');
  for (const [file, value] of Object.entries(given)) {
    const field = `drafts[${JSON.stringify(file)}]`;
    relativePathField(field, file);
    if (!isManifestFile(file))
      throw new RequestRefused(400, `${field}: not a file the validator reads (content/site.json, content/pages/… or content/collections/…).`);
    drafts.set(file, `${JSON.stringify(value, null, 2)}\n`);
  }
  return drafts;
}

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * `npm run edit`'s server (issue 19): the editor's page and bundle, the content files, the forms
 * derived from the schemas, the validator, the preview and the minimal writes. Listens on 127.0.0.1
 * only, behind EditorGate (security.ts). Not part of the site: the production server has none of it.
 */
export async function startEditor(options: EditorOptions): Promise<Editor> {
  const rootDir = options.rootDir;
  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const maxPixels = options.maxImagePixels ?? maxImagePixels();
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });
  // One after the other: Vite's development server sets NODE_ENV, which would make the bundle's JSX the development kind.
  const client = await editorClient(rootDir);
  const preview = options.preview === false ? undefined : await Preview.start(rootDir);
  let gate: EditorGate | undefined;

  app.addHook('onRequest', async (request, reply) => {
    if (!gate?.hostAllowed(request.headers.host)) return refuse(reply, { status: 421, message: 'This editor answers only at its own address.' });
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/assets/') || url === '/') return undefined;
    if (request.method === 'GET' || request.method === 'HEAD') {
      return gate.hasSession(request) ? undefined : refuse(reply, { status: 403, message: 'Open the editor from the address `npm run edit` printed.' });
    }
    const refusal = gate.refuseChange(request);
    return refusal ? refuse(reply, refusal) : undefined;
  });

  // Every refusal is a 4xx whose message names the field or the file, relative to the project; a 500 carries no path (issue 27 item 11).
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof RequestRefused) return reply.code(error.status).send({ error: error.message });
    if (error instanceof FileChanged) return reply.code(409).send({ error: error.message, disk: error.disk, version: versionOf(error.disk) });
    if (error instanceof PathRefused) return reply.code(403).send({ error: error.message });
    if (error instanceof UploadRefused) return reply.code(error.status).send({ error: error.message });
    if (errorCode(error) === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({
        error: request.url.startsWith('/api/upload')
          ? `The file is too large; the editor accepts images up to ${Math.round(maxUploadBytes / 1024 / 1024)} MB.`
          : `The request is too large: the editor takes at most ${BODY_LIMIT / 1024 / 1024} MB in one save, check or preview, far more than any content file.`,
      });
    if (errorCode(error) === 'ENOENT') {
      const missing = path.relative(rootDir, String((error as { path?: unknown }).path ?? ''));
      const named = missing && !missing.startsWith('..') && !path.isAbsolute(missing) ? missing.split(path.sep).join('/') : 'The file';
      return reply.code(404).send({ error: `${named} does not exist.` });
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    // Fastify's own refusals (a body that is not JSON, a forbidden __proto__ key): their messages name no file.
    if (typeof status === 'number' && status >= 400 && status < 500)
      return reply.code(status).send({ error: error instanceof Error ? error.message : String(error) });
    console.error(error);
    return reply
      .code(500)
      .send({ error: `The editor's server failed on ${request.method} ${request.url.split('?')[0]}; the terminal that runs npm run edit shows why.` });
  });

  app.get('/', async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    if (token !== undefined) {
      const session = gate?.exchange(token);
      if (!session)
        return reply.code(403).type('text/html; charset=utf-8').send(page('<p>This address has been used already. Run <code>npm run edit</code> again.</p>'));
      // The page itself, not a redirect: it carries the second secret, which only this answer ever gives (security.ts).
      return reply
        .header('set-cookie', session.cookie)
        .type('text/html; charset=utf-8')
        .send(page('<div id="editor"></div>', true, session.pageSecret));
    }
    if (!gate?.hasSession(request))
      return reply.code(403).type('text/html; charset=utf-8').send(page('<p>Open the editor from the address <code>npm run edit</code> printed.</p>'));
    return reply.type('text/html; charset=utf-8').send(page('<div id="editor"></div>', true));
  });

  app.get('/assets/*', async (request, reply) => {
    const file = client.files.get(request.url.split('?')[0] ?? '');
    if (!file) return reply.code(404).send({ error: 'not found' });
    return reply.type(file.type).send(file.body);
  });

  // The files, and every symbolic link of content/ and public/ left out, each with why (decision 027).
  app.get('/api/files', async () => ({
    files: await Promise.all((await listContentFiles(rootDir)).map((file) => summarize(rootDir, file))),
    refused: await refusedLinks(rootDir),
  }));

  app.get('/api/file', async (request) => {
    const file = relativePathField('file', (request.query as { file?: unknown }).file);
    const text = await readText(await contentFile(rootDir, file));
    return { file, text, version: versionOf(text) };
  });

  app.get('/api/forms', async () => formSpecs());
  app.get('/api/images', async () => ({ images: await listImages(rootDir) }));
  // Where every image, page, anchor and collection entry is used, as saved on disk (usage.ts).
  app.get('/api/usage', async () => usageIndex(await readSources(rootDir)));

  // An image into public/img/<folder>/: base64 in a JSON body, so it passes the same gate as every change (media.ts).
  app.post('/api/upload', { bodyLimit: Math.ceil((maxUploadBytes * 4) / 3) + 64 * 1024 }, async (request) => {
    const uploaded = await storeUpload(rootDir, objectBody(request.body) as { folder: unknown; name: unknown; data: unknown }, maxUploadBytes, maxPixels);
    return { ...uploaded, images: await listImages(rootDir) };
  });

  // Deleting an image: the first call lists where the content uses it; only a second call with confirm deletes the file.
  app.post('/api/images/delete', async (request, reply) => {
    const body = objectBody(request.body);
    const src = relativePathField('src', body.src, { leadingSlash: true });
    const confirm = optionalBooleanField(body, 'confirm');
    const absolute = await imageFile(rootDir, src);
    return withFileLock(absolute, async () => {
      if (
        !(await stat(absolute).then(
          (found) => found.isFile(),
          () => false,
        ))
      )
        return reply.code(404).send({ error: `${src} does not exist` });
      if (!confirm) return { src, uses: usageIndex(await readSources(rootDir)).images[src] ?? [] };
      await rm(absolute);
      return { deleted: true, src, images: await listImages(rootDir) };
    });
  });

  app.get('/api/icons', async () => ({ icons: iconNames.map((name) => ({ name, svg: renderIconMarkup(name) })) }));

  // The photos' variants the drawn pages name (/img/_v/<hash>-<width>.webp): encoded from public/ as the build does, through its cache.
  app.get('/img/_v/*', async (request, reply) => {
    const address = relativePathField('address', request.url.split('?')[0], { leadingSlash: true });
    const wanted = preview?.variant(decodeURIComponent(address));
    if (!wanted) return reply.code(404).send({ error: 'not found' });
    const { file: cached } = await cachedVariant(wanted, DEFAULT_CACHE_DIR);
    return reply
      .type(wanted.output.endsWith('.webp') ? 'image/webp' : wanted.output.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .send(await readFile(cached));
  });
  // The site's public files the preview's pages load (images, fonts, icons): read-only, confined to public/.
  for (const prefix of ['/img/*', '/fonts/*', '/favicon.svg', '/favicon.ico']) {
    app.get(prefix, async (request, reply) => {
      const url = decodeURIComponent(relativePathField('address', request.url.split('?')[0], { leadingSlash: true }));
      const absolute = await confinedPath(rootDir, 'public', `public${url}`, Object.keys(PUBLIC_TYPES));
      const body = await readFile(absolute).catch(() => undefined);
      if (!body) return reply.code(404).send({ error: 'not found' });
      // An SVG opened on its own runs no script and loads nothing, as the site's server sends it (decision 028).
      if (path.extname(absolute).toLowerCase() === '.svg') reply.headers(svgFileSecurityHeaders);
      return reply.type(PUBLIC_TYPES[path.extname(absolute).toLowerCase()] ?? 'application/octet-stream').send(body);
    });
  }

  /** Every symbolic link of content/ and public/ as a problem (decision 027), without the ones the validator names itself. */
  const withLinks = async <T extends { issues: EditorIssue[] }>(result: T): Promise<T> => {
    // The validator words a link's target as written; the editor's own list may shorten it, so compare by file.
    const known = new Set(result.issues.filter((issue) => issue.path === '' && issue.message.includes('is a symbolic link')).map((issue) => issue.file));
    const links = (await refusedLinks(rootDir))
      .map(({ file, message }) => ({ file, line: undefined, path: '', message }))
      .filter((issue) => !known.has(issue.file));
    return { ...result, issues: [...links, ...result.issues] };
  };

  app.post('/api/check', async (request) => {
    const drafts = draftsOf(objectBody(request.body));
    // The preview's validator kept in memory when there is one (issue 31): the same issues, in bounded time.
    const { issues, warnings } = await (preview ? preview.check(drafts) : validateManifest(rootDir, drafts));
    return withLinks({ issues, warnings });
  });

  // A symbolic link in content/ or public/ stops the preview as it stops the build: its issues, no page.
  app.post('/api/preview', async (request, reply) => {
    const body = objectBody(request.body);
    const drafts = draftsOf(body);
    const pagePath = optionalStringField(body, 'path');
    const started = performance.now();
    const links = await withLinks({ issues: [] });
    if (links.issues.length > 0) return { issues: links.issues, warnings: [], milliseconds: Math.round(performance.now() - started) };
    if (!preview) return reply.code(503).send({ error: 'This editor was started without its preview.' });
    const result = await preview.renderLatest(drafts, pagePath);
    // A newer preview of the same files came in while this one waited: it is answered, not drawn.
    if (result === undefined) return { superseded: true, milliseconds: Math.round(performance.now() - started) };
    return { ...result, milliseconds: Math.round(performance.now() - started) };
  });

  // The section catalogue's live renders: one section type's example, drawn by the site's renderer on a page of its own.
  const examples = new Map<string, Promise<string | undefined>>();
  app.get('/api/section-example', async (request, reply) => {
    const type = String((request.query as { type?: unknown }).type ?? '');
    if (!Object.hasOwn(sectionExamples, type)) return reply.code(404).send({ error: `type: "${type}" is not a section type` });
    if (!preview) return reply.code(503).send({ error: 'This editor was started without its preview.' });
    let html = examples.get(type);
    if (!html) {
      html = preview.renderSectionExample(type, sectionExamples[type as keyof typeof sectionExamples]);
      examples.set(type, html);
    }
    const body = await html;
    if (body === undefined) return reply.code(422).type('text/html; charset=utf-8').send(page('<p>This example cannot be drawn alone.</p>'));
    return reply.type('text/html; charset=utf-8').send(body);
  });

  // A section's type changed: the fields that fit are kept, the others listed (section-tools.ts).
  app.post('/api/section/change-type', async (request, reply) => {
    const body = objectBody(request.body);
    const type = stringField(body, 'type');
    if (!Object.hasOwn(sectionExamples, type))
      return reply.code(400).send({ error: `type: "${type}" is not a section type; expected one of ${Object.keys(sectionExamples).join(', ')}.` });
    return changeSectionType(body.section, type);
  });

  // A pasted section, checked before it is inserted: JSON of a section, then the validator with it in place on the page.
  app.post('/api/section/paste', async (request, reply) => {
    const body = objectBody(request.body);
    const file = relativePathField('file', body.file);
    if (!file.startsWith('content/pages/')) return reply.code(400).send({ error: 'file: a section is pasted into a page (content/pages/…).' });
    // The page as on disk with the draft's sections: the sections are what the pasted one lands among.
    const draft = parse(await readText(await contentFile(rootDir, file))) as Record<string, unknown>;
    const sections: unknown[] = Array.isArray(body.sections) ? body.sections : [];
    const at = typeof body.at === 'number' && Number.isInteger(body.at) ? Math.max(0, Math.min(body.at, sections.length)) : sections.length;
    const ids = sections.flatMap((section) => (typeof (section as { id?: unknown })?.id === 'string' ? [(section as { id: string }).id] : []));
    const pasted = readPastedSection(stringField(body, 'text'), ids);
    if ('error' in pasted) return reply.code(422).send({ error: pasted.error, issues: [] });
    if (depthOf(pasted.section) > MAX_BODY_DEPTH)
      return reply.code(422).send({ error: `The pasted section nests deeper than ${MAX_BODY_DEPTH} levels; no section does.`, issues: [] });
    const next = { ...draft, sections: [...sections.slice(0, at), pasted.section, ...sections.slice(at)] };
    const { issues } = await validateManifest(rootDir, new Map([[file, `${JSON.stringify(next, null, 2)}\n`]]));
    const own = issues.filter((issue) => issue.file === file && within(issue.path, `sections[${at}]`));
    if (own.length > 0)
      return reply.code(422).send({
        error: `The pasted text is not a valid section here: ${own.map((issue) => `${issue.path.replace(`sections[${at}]`, 'section')}: ${issue.message}`).join('; ')}`,
        issues: own,
      });
    return { section: pasted.section, at };
  });

  registerContentWrites(app, rootDir, preview ? (drafts) => preview.check(drafts) : undefined);
  registerPublishing(app, rootDir, options.publish);
  registerBlogEndpoints(app, rootDir, { preview, maxUploadBytes, maxPixels });

  await app.listen({ host: HOST, port: options.port });
  const { port } = app.server.address() as AddressInfo;
  gate = new EditorGate(`http://${HOST}:${port}`);
  const startUrl = `${gate.origin}/?token=${gate.startToken}`;
  return {
    origin: gate.origin,
    startUrl,
    app,
    clientBytes: client.bytes,
    close: async () => {
      await app.close();
      await preview?.close();
    },
  };
}
