import { readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createPatch } from 'diff';
import Fastify, { type FastifyInstance } from 'fastify';
import { parse } from 'jsonc-parser';
import { sectionExamples } from '../../schemas/section-examples';
import { svgFileSecurityHeaders } from '../../server/operations/security-headers';
import { renderIconMarkup } from '../../src/engine/build/icon-markup';
import { cachedVariant, DEFAULT_CACHE_DIR } from '../../src/engine/build/image-variants';
import { maxImagePixels } from '../../src/engine/images/pixel-limit';
import { validateManifest } from '../../src/engine/manifest/validate-manifest';
import { iconNames } from '../../src/icons/icon-registry';
import type { ContentFileSummary, EditorIssue } from './client/form-types';
import { within } from './client/paths';
import { editorClient } from './client-bundle';
import { confinedPath, contentFile, imageFile, listContentFiles, listImages, PathRefused, readText, writeAtomically } from './content-files';
import { formSpecs } from './form-spec';
import { DEFAULT_MAX_UPLOAD_BYTES, storeUpload, UploadRefused } from './media';
import { applyValue, biomeFormat, versionOf } from './minimal-edit';
import { Preview } from './preview';
import { changeSectionType, readPastedSection } from './section-tools';
import { EditorGate, refuse } from './security';
import { brokenUses, readSources, usageIndex } from './usage';

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

const PUBLIC_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const page = (body: string, script = false) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site editor</title>${
    script ? '<script type="module" src="/assets/editor.js"></script>' : ''
  }</head><body>${body}</body></html>`;

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

function draftsOf(body: unknown): Map<string, string> {
  const drafts = new Map<string, string>();
  const given = (body as { drafts?: unknown } | null)?.drafts;
  if (given && typeof given === 'object') {
    for (const [file, value] of Object.entries(given)) drafts.set(file, `${JSON.stringify(value, null, 2)}\n`);
  }
  return drafts;
}

/**
 * `npm run edit`'s server (issue 19): the editor's page and bundle, the content files, the forms
 * derived from the schemas, the validator, the preview and the minimal writes. Listens on 127.0.0.1
 * only, behind EditorGate (security.ts). Not part of the site: the production server has none of it.
 */
export async function startEditor(options: EditorOptions): Promise<Editor> {
  const rootDir = options.rootDir;
  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const maxPixels = options.maxImagePixels ?? maxImagePixels();
  const app = Fastify({ logger: false, bodyLimit: 8 * 1024 * 1024 });
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

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof PathRefused) return reply.code(403).send({ error: error.message });
    if (error instanceof UploadRefused) return reply.code(error.status).send({ error: error.message });
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ error: `The file is too large; the editor accepts images up to ${Math.round(maxUploadBytes / 1024 / 1024)} MB.` });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status).send({ error: error instanceof Error ? error.message : String(error) });
  });

  app.get('/', async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    if (token !== undefined) {
      const cookie = gate?.exchange(token);
      if (!cookie)
        return reply.code(403).type('text/html; charset=utf-8').send(page('<p>This address has been used already. Run <code>npm run edit</code> again.</p>'));
      return reply.header('set-cookie', cookie).redirect('/', 303);
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

  app.get('/api/files', async () => ({ files: await Promise.all((await listContentFiles(rootDir)).map((file) => summarize(rootDir, file))) }));

  app.get('/api/file', async (request) => {
    const file = String((request.query as { file?: unknown }).file ?? '');
    const text = await readText(await contentFile(rootDir, file));
    return { file, text, version: versionOf(text) };
  });

  app.get('/api/forms', async () => formSpecs());
  app.get('/api/images', async () => ({ images: await listImages(rootDir) }));
  // Where every image, page, anchor and collection entry is used, as saved on disk (usage.ts).
  app.get('/api/usage', async () => usageIndex(await readSources(rootDir)));

  // An image into public/img/<folder>/: base64 in a JSON body, so it passes the same gate as every change (media.ts).
  app.post('/api/upload', { bodyLimit: Math.ceil((maxUploadBytes * 4) / 3) + 64 * 1024 }, async (request) => {
    const uploaded = await storeUpload(rootDir, request.body as { folder: unknown; name: unknown; data: unknown }, maxUploadBytes, maxPixels);
    return { ...uploaded, images: await listImages(rootDir) };
  });

  // Deleting an image: the first call lists where the content uses it; only a second call with confirm deletes the file.
  app.post('/api/images/delete', async (request, reply) => {
    const body = request.body as { src?: unknown; confirm?: unknown };
    const src = String(body.src ?? '');
    const absolute = await imageFile(rootDir, src);
    if (
      !(await stat(absolute).then(
        (found) => found.isFile(),
        () => false,
      ))
    )
      return reply.code(404).send({ error: `${src} does not exist` });
    if (body.confirm !== true) return { src, uses: usageIndex(await readSources(rootDir)).images[src] ?? [] };
    await rm(absolute);
    return { deleted: true, src, images: await listImages(rootDir) };
  });

  // Deleting a page: the first call lists the links to it; only a second call with confirm and the version shown deletes the file.
  app.post('/api/pages/delete', async (request, reply) => {
    const body = request.body as { file?: unknown; version?: unknown; confirm?: unknown };
    const file = String(body.file ?? '');
    if (!file.startsWith('content/pages/')) return reply.code(400).send({ error: 'Only a page (content/pages/…) can be deleted here.' });
    const absolute = await confinedPath(rootDir, 'content/pages', file, ['.json']);
    const disk = await readText(absolute).catch(() => undefined);
    if (disk === undefined) return reply.code(404).send({ error: `${file} does not exist` });
    const data = parse(disk) as { path?: unknown; status?: unknown } | undefined;
    if (data?.path === '/') return reply.code(422).send({ error: 'The home page cannot be deleted; change it instead.' });
    if (data?.status === 404) return reply.code(422).send({ error: 'The not-found page cannot be deleted: the site needs one.' });
    const version = versionOf(disk);
    if (body.confirm !== true) {
      const sources = await readSources(rootDir);
      return { file, path: data?.path, version, links: brokenUses(sources, file, null).flatMap((broken) => broken.usedBy) };
    }
    if (body.version !== version)
      return reply.code(409).send({ error: `${file} changed since the warning was shown; nothing was deleted. Look again.`, version });
    await rm(absolute);
    return { deleted: true, file };
  });

  app.get('/api/icons', async () => ({ icons: iconNames.map((name) => ({ name, svg: renderIconMarkup(name) })) }));

  // The photos' variants the drawn pages name (/img/_v/<hash>-<width>.webp): encoded from public/ as the build does, through its cache.
  app.get('/img/_v/*', async (request, reply) => {
    const wanted = preview?.variant(decodeURIComponent(request.url.split('?')[0] ?? ''));
    if (!wanted) return reply.code(404).send({ error: 'not found' });
    const { file: cached } = await cachedVariant(wanted, DEFAULT_CACHE_DIR);
    return reply
      .type(wanted.output.endsWith('.webp') ? 'image/webp' : wanted.output.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .send(await readFile(cached));
  });
  // The site's public files the preview's pages load (images, fonts, icons): read-only, confined to public/.
  for (const prefix of ['/img/*', '/fonts/*', '/favicon.svg', '/favicon.ico']) {
    app.get(prefix, async (request, reply) => {
      const url = decodeURIComponent(request.url.split('?')[0] ?? '');
      const absolute = await confinedPath(rootDir, 'public', `public${url}`, Object.keys(PUBLIC_TYPES));
      const body = await readFile(absolute).catch(() => undefined);
      if (!body) return reply.code(404).send({ error: 'not found' });
      // An SVG opened on its own runs no script and loads nothing, as the site's server sends it (decision 028).
      if (path.extname(absolute).toLowerCase() === '.svg') reply.headers(svgFileSecurityHeaders);
      return reply.type(PUBLIC_TYPES[path.extname(absolute).toLowerCase()] ?? 'application/octet-stream').send(body);
    });
  }

  app.post('/api/check', async (request) => {
    const { issues, warnings } = await validateManifest(rootDir, draftsOf(request.body));
    return { issues, warnings };
  });

  app.post('/api/preview', async (request, reply) => {
    if (!preview) return reply.code(503).send({ error: 'This editor was started without its preview.' });
    const pagePath = (request.body as { path?: unknown }).path;
    const started = performance.now();
    const result = await preview.render(draftsOf(request.body), typeof pagePath === 'string' ? pagePath : undefined);
    return { ...result, milliseconds: Math.round(performance.now() - started) };
  });

  // The section catalogue's live renders: one section type's example, drawn by the site's renderer on a page of its own.
  const examples = new Map<string, Promise<string | undefined>>();
  app.get('/api/section-example', async (request, reply) => {
    const type = String((request.query as { type?: unknown }).type ?? '');
    if (!preview) return reply.code(503).send({ error: 'This editor was started without its preview.' });
    if (!(type in sectionExamples)) return reply.code(404).send({ error: `"${type}" is not a section type` });
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
    const body = request.body as { section?: unknown; type?: unknown };
    if (typeof body.type !== 'string' || !(body.type in sectionExamples)) return reply.code(400).send({ error: 'expected a section type' });
    return changeSectionType(body.section, body.type);
  });

  // A pasted section, checked before it is inserted: JSON of a section, then the validator with it in place on the page.
  app.post('/api/section/paste', async (request, reply) => {
    const body = request.body as { file?: unknown; sections?: unknown; at?: unknown; text?: unknown };
    const file = String(body.file ?? '');
    // The page as on disk with the draft's sections: the sections are what the pasted one lands among.
    const draft = parse(await readText(await contentFile(rootDir, file))) as Record<string, unknown>;
    const sections: unknown[] = Array.isArray(body.sections) ? body.sections : [];
    const at = typeof body.at === 'number' && Number.isInteger(body.at) ? Math.max(0, Math.min(body.at, sections.length)) : sections.length;
    const ids = sections.flatMap((section) => (typeof (section as { id?: unknown })?.id === 'string' ? [(section as { id: string }).id] : []));
    const pasted = readPastedSection(String(body.text ?? ''), ids);
    if ('error' in pasted) return reply.code(422).send({ error: pasted.error, issues: [] });
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

  // A new page: a file name, a path and a layout; it starts with a hero and a text section. Checked by the validator before it is written.
  app.post('/api/pages', async (request, reply) => {
    const body = request.body as { name?: unknown; path?: unknown; title?: unknown; description?: unknown; layout?: unknown };
    const name = String(body.name ?? '');
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) return reply.code(400).send({ error: 'expected a file name in kebab-case, like "new-service"' });
    const file = `content/pages/${name}.json`;
    const absolute = await contentFile(rootDir, file);
    if (
      await readText(absolute).then(
        () => true,
        () => false,
      )
    )
      return reply.code(409).send({ error: `${file} exists already` });
    const title = String(body.title ?? '');
    const page = {
      $schema: '../../schemas/page.schema.json',
      path: body.path,
      title,
      description: body.description,
      layout: body.layout,
      sections: [
        { type: 'hero', id: 'hero', heading: title, size: 'compact', breadcrumb: [{ label: 'Home', href: '/' }, { label: title }] },
        { ...structuredClone(sectionExamples['rich-text']), id: 'overview' },
      ],
    };
    const text = await biomeFormat(rootDir, file, `${JSON.stringify(page, null, 2)}\n`);
    const { issues } = await validateManifest(rootDir, new Map([[file, text]]));
    const own = issues.filter((issue) => issue.file === file);
    if (own.length > 0) return reply.code(422).send({ error: 'The new page has problems; nothing was written.', issues: own });
    await writeAtomically(absolute, text);
    return { file };
  });

  app.post('/api/save', async (request, reply) => {
    const body = request.body as { file?: unknown; base?: unknown; value?: unknown; confirm?: unknown; expect?: unknown };
    const file = String(body.file ?? '');
    const absolute = await contentFile(rootDir, file);
    const disk = await readText(absolute);
    if (body.base !== versionOf(disk))
      return reply.code(409).send({ error: `${file} changed on disk since it was opened; nothing was written.`, disk, version: versionOf(disk) });
    const next = await applyValue(rootDir, file, disk, body.value);
    if (next === disk) return { changed: false };
    // Blocked by any problem the change brings (in this file or, through links, in another), not by one already there.
    const key = (issue: EditorIssue) => `${issue.file}\0${issue.path}\0${issue.message}`;
    const [before, after] = await Promise.all([validateManifest(rootDir), validateManifest(rootDir, new Map([[file, next]]))]);
    const known = new Set(before.issues.map(key));
    const issues = after.issues.filter((issue) => !known.has(key(issue)));
    if (issues.length > 0) return reply.code(422).send({ error: 'The draft has problems; nothing was written.', issues });
    const version = versionOf(next);
    if (body.confirm !== true) {
      // What the change removes or renames that other places use (a page path, an anchor, a collection entry): shown before writing.
      const breaks = brokenUses(await readSources(rootDir), file, parse(next) as unknown);
      return { changed: true, diff: createPatch(file, disk, next, 'on disk', 'after saving'), expect: version, breaks };
    }
    if (body.expect !== version)
      return reply.code(409).send({ error: 'What would be written is not what was shown; look at the changes again.', disk, version: versionOf(disk) });
    await writeAtomically(absolute, next);
    return { changed: true, saved: true, version };
  });

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
