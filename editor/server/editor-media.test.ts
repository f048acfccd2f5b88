// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngHeader } from '../../tests/png-header';
import type { Editor } from './editor-server';
import { slugFileName, sniffImageType } from './media';
import { versionOf } from './minimal-edit';
import { REQUEST_HEADER } from './security';
import { type EditorTestSession, openEditorForTest } from './testing/editor-test-session';

let session: EditorTestSession;
let editor: Editor;
let root: string;
let cookie: string;
const inject: EditorTestSession['inject'] = (options) => session.inject(options);
const change: EditorTestSession['change'] = (url, body, headers) => session.change(url, body, headers);

const LIMIT = 64 * 1024;

const upload = (folder: string, name: string, bytes: Buffer | string, headers: Record<string, string> = {}) =>
  change('/api/upload', { folder, name, data: Buffer.from(bytes).toString('base64') }, headers);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
const AVIF = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), Buffer.from([0, 0, 0, 0]), Buffer.from('avifmif1miaf'), Buffer.alloc(40)]);
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/></svg>';

beforeAll(async () => {
  session = await openEditorForTest({ maxUploadBytes: LIMIT });
  ({ editor, root, cookie } = session);
}, 60_000);

afterAll(() => session?.close());

describe('recognising an image by its bytes', () => {
  it('knows JPEG, PNG, WebP, AVIF and SVG by their first bytes, whatever the name says', async () => {
    const webp = await readFile(path.join(root, 'public/img/about/story.webp'));
    expect([JPEG, PNG, webp, AVIF, Buffer.from(SVG)].map((bytes) => sniffImageType(bytes))).toEqual(['jpeg', 'png', 'webp', 'avif', 'svg']);
    expect(sniffImageType(Buffer.from('GIF89a…'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('MZ\x90\x00 an executable'))).toBeUndefined();
    // An MP4 is an ISO media file too, but not an AVIF.
    expect(sniffImageType(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]))).toBeUndefined();
  });

  it('slugs a file name into kebab-case ASCII', () => {
    expect(slugFileName('Café Logo (final).PNG')).toBe('cafe-logo-final');
    expect(slugFileName('../../etc/passwd')).toBe('passwd');
    expect(slugFileName('....png')).toBe('image');
  });
});

describe('uploading an image', () => {
  it('stores it under public/img/<folder>/ with a slugged name, never overwriting: a second one gets -2', async () => {
    const first = await upload('uploads', 'My Photo.png', PNG);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ src: '/img/uploads/my-photo.png', type: 'png' });
    expect(first.json().images).toContain('/img/uploads/my-photo.png');
    const second = await upload('uploads', 'my photo.PNG', Buffer.concat([PNG, Buffer.from('other')]));
    expect(second.json().src).toBe('/img/uploads/my-photo-2.png');
    expect(await readFile(path.join(root, 'public/img/uploads/my-photo.png'))).toEqual(PNG);
    // The preview serves it, as any other image.
    expect((await inject({ url: '/img/uploads/my-photo.png', headers: { cookie } })).headers['content-type']).toBe('image/png');
  });

  it('accepts JPEG, AVIF and a plain SVG, named by what they are', async () => {
    expect((await upload('uploads', 'photo.jpeg', JPEG)).json().src).toBe('/img/uploads/photo.jpg');
    expect((await upload('uploads', 'still', AVIF)).json().src).toBe('/img/uploads/still.avif');
    expect((await upload('logos', 'Partner.svg', SVG)).json().src).toBe('/img/logos/partner.svg');
  });

  it('refuses a file over the limit (413), and writes nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LIMIT)]);
    const response = await upload('uploads', 'big.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('The file is 0.1 MB; the editor accepts images up to 0.1 MB.');
    const far = await upload('uploads', 'huge.png', Buffer.concat([PNG, Buffer.alloc(LIMIT * 2)]));
    expect(far.statusCode).toBe(413);
    expect(await readdir(path.join(root, 'public/img/uploads'))).not.toContain('big.png');
  });

  it('refuses what is not one of the five image types, judged by its content (415)', async () => {
    const text = await upload('uploads', 'notes.png', 'just some text');
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('This file is not a JPEG, PNG, WebP, AVIF or SVG image (judged by its content, not its name).');
    const gif = await upload('uploads', 'anim.gif', 'GIF89a\x01\x00\x01\x00');
    expect(gif.statusCode).toBe(415);
    const renamed = await upload('uploads', 'photo.webp', JPEG);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error).toMatch(/its content is JPEG; rename it to \.jpg/);
  });

  it('refuses an SVG outside the allow-list (422), saying what and where, and writes nothing: the bypasses of issue 27 included', async () => {
    const refusals: [string, RegExp][] = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/files")</script></svg>', /the element <script> \(a script\) is not allowed/],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', /the attribute onload on <svg> is an event handler/],
      ['<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/x.svg#a"/></svg>', /the attribute href on <use> is "https:/],
      [
        '<svg xmlns="http://www.w3.org/2000/svg">\n<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script></svg>',
        /^This SVG is refused: line 2: the element <x:script>/,
      ],
      [
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink"><use l:href="&#106;avascript:alert(1)"/></svg>',
        /the attribute l:href on <use> is "javascript:alert\(1\)"/,
      ],
      [
        '<svg xmlns="http://www.w3.org/2000/svg"><style>a{b:u\\72l(https://evil.example/)}</style></svg>',
        /the <style> element loads something with url\(https:/,
      ],
      ['<svg xmlns="http://www.w3.org/2000/svg"><style>@\\69mport "x.css";</style></svg>', /imports a stylesheet \(@import\)/],
      ['<svg xmlns="http://www.w3.org/2000/svg"><rect><set attributeName="l:href" to="x"/></rect></svg>', /the element <set> \(an animation/],
      ['<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>', /a DOCTYPE is not allowed/],
    ];
    for (const [svg, reason] of refusals) {
      const response = await upload('uploads', 'bad.svg', svg);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatch(/^This SVG is refused: line \d+: /);
      expect(response.json().error).toMatch(reason);
    }
    expect(await readdir(path.join(root, 'public/img/uploads'))).not.toContain('bad.svg');
  });

  it('refuses a picture whose header claims more pixels than the limit (422), naming it, its size and the limit', async () => {
    const response = await upload('uploads', 'Huge Poster.png', pngHeader(30_000, 30_000));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(
      '"Huge Poster.png" is 30000 × 30000 pixels (900 megapixels), more than the 50 megapixels an image may have (IMAGE_MAX_MEGAPIXELS); scale it down, a photo needs no more than 2560 px across.',
    );
    expect(await readdir(path.join(root, 'public/img/uploads'))).not.toContain('huge-poster.png');
    expect((await upload('uploads', 'poster.png', pngHeader(8000, 6000))).statusCode).toBe(200);
  });

  it('serves an SVG with the policy that runs no script and loads nothing, as the site does', async () => {
    const response = await inject({ url: '/img/logos/partner.svg', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a folder outside public/img/, by name or through a symlink', async () => {
    for (const folder of ['../fonts', '.hidden', 'a/../../x', 'Hero Images', 'a/b/c']) {
      expect((await upload(folder, 'x.png', PNG)).statusCode).toBe(400);
    }
    const outside = await mkdtemp(path.join(tmpdir(), 'editor-outside-'));
    try {
      await symlink(outside, path.join(root, 'public/img/escape'));
      expect((await upload('escape', 'x.png', PNG)).statusCode).toBe(403);
      expect((await upload('escape/deeper', 'x.png', PNG)).statusCode).toBe(403);
      expect(await readdir(outside)).toEqual([]);
    } finally {
      await rm(path.join(root, 'public/img/escape'));
      await rm(outside, { recursive: true });
    }
  });

  it('passes the same gate as every change: cookie, custom header, Origin, JSON', async () => {
    const body = JSON.stringify({ folder: 'uploads', name: 'gate.png', data: PNG.toString('base64') });
    const attempts: Record<string, string>[] = [
      { cookie: '', origin: editor.origin, 'content-type': 'application/json', [REQUEST_HEADER]: '1' },
      { cookie, origin: editor.origin, 'content-type': 'application/json' },
      { cookie, origin: 'http://evil.example', 'content-type': 'application/json', [REQUEST_HEADER]: '1' },
      { cookie, origin: editor.origin, 'content-type': 'text/plain', [REQUEST_HEADER]: '1' },
    ];
    for (const headers of attempts) {
      const response = await inject({ method: 'POST', url: '/api/upload', headers, payload: body });
      expect([403, 415]).toContain(response.statusCode);
    }
    await expect(stat(path.join(root, 'public/img/uploads/gate.png'))).rejects.toThrow();
  });
});

describe('references to collections', () => {
  it("makes every section's `from` a reference picker, not free text", async () => {
    const forms = (await inject({ url: '/api/forms', headers: { cookie } })).json();
    const from = (type: string) =>
      forms.sections.find((section: { type: string }) => section.type === type).object.find((field: { key: string }) => field.key === 'from').field;
    for (const type of ['card-grid', 'link-list', 'logo-grid', 'reach-carousel']) expect(from(type).kind).toBe('reference');
    expect(from('card-grid').object.map((field: { key: string }) => field.key)).toEqual(['collection', 'group', 'exceptCurrentPage', 'shortTitles']);
  });

  it('lists each collection by name with its entries, their titles, groups and links', async () => {
    const usage = (await inject({ url: '/api/usage', headers: { cookie } })).json();
    const clients = usage.collections.find((collection: { name: string }) => collection.name === 'clients');
    expect(clients.file).toBe('content/collections/clients.json');
    expect(clients.entries.filter((entry: { group: string }) => entry.group === 'fintech').length).toBeGreaterThan(0);
    const industries = usage.collections.find((collection: { name: string }) => collection.name === 'industries');
    expect(industries.entries[0]).toMatchObject({ index: 0, title: 'Education', link: '/education' });
  });
});

describe('where things are used', () => {
  it('lists the places of every image, also through the collection entries a page shows', async () => {
    const usage = (await inject({ url: '/api/usage', headers: { cookie } })).json();
    const education = usage.images['/img/industries/education.webp'];
    expect(education).toContainEqual(expect.objectContaining({ file: 'content/collections/industries.json', path: 'entries[0].image.src' }));
    expect(education).toContainEqual(
      expect.objectContaining({
        file: 'content/pages/advisory-industry.json',
        pagePath: '/advisory/industry',
        section: expect.any(Number),
        via: 'industries: Education',
      }),
    );
    expect(usage.images['/img/uploads/my-photo.png']).toBeUndefined();
  });

  it('lists the links to a page and the sections that show each collection entry', async () => {
    const usage = (await inject({ url: '/api/usage', headers: { cookie } })).json();
    expect(usage.links['/training']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'content/site.json' }),
        expect.objectContaining({ file: 'content/pages/services.json', pagePath: '/services', section: expect.any(Number) }),
      ]),
    );
    const industries = usage.collections.find((collection: { name: string }) => collection.name === 'industries');
    const education = industries.entries.find((entry: { title: string }) => entry.title === 'Education');
    const pages = education.usedBy.map((place: { pagePath: string }) => place.pagePath);
    expect(pages).toContain('/advisory/industry');
    expect(pages).toContain('/payments');
    // An industry page leaves itself out of its own list.
    expect(pages).not.toContain('/education');
  });

  it('warns, with the diff, that a save removes a collection entry that pages show', async () => {
    const file = 'content/collections/industries.json';
    const text = await readFile(path.join(root, file), 'utf8');
    const value = JSON.parse(text);
    value.entries = value.entries.filter((entry: { title: string }) => entry.title !== 'Education');
    const response = await change('/api/save', { file, base: versionOf(text), value });
    expect(response.statusCode).toBe(200);
    const [broken] = response.json().breaks;
    expect(broken.what).toBe('the entry "Education" of industries');
    expect(broken.usedBy.map((place: { pagePath: string }) => place.pagePath)).toContain('/advisory/industry');
  });
});

describe('deleting an image', () => {
  it('first lists where the content uses it and deletes nothing', async () => {
    const response = await change('/api/images/delete', { src: '/img/about/story.webp' });
    expect(response.json().uses).toContainEqual(expect.objectContaining({ file: 'content/pages/about.json', pagePath: '/about', section: 1 }));
    await expect(stat(path.join(root, 'public/img/about/story.webp'))).resolves.toBeDefined();
  });

  it('deletes the file once confirmed, and no other', async () => {
    const src = (await upload('uploads', 'to delete.png', PNG)).json().src;
    expect((await change('/api/images/delete', { src })).json().uses).toEqual([]);
    const done = await change('/api/images/delete', { src, confirm: true });
    expect(done.json()).toMatchObject({ deleted: true, src });
    expect(done.json().images).not.toContain(src);
    await expect(stat(path.join(root, `public${src}`))).rejects.toThrow();
    await expect(stat(path.join(root, 'public/img/uploads/my-photo.png'))).resolves.toBeDefined();
  });

  it('refuses anything outside public/img/ or not an image', async () => {
    for (const src of ['/img/../../content/site.json', '/fonts/inter.woff2', '/img/../favicon.svg', 'img/about/story.webp', '/img/vid.mp4']) {
      const response = await change('/api/images/delete', { src, confirm: true });
      expect(response.statusCode, src).toBe(src.includes('..') ? 400 : 403);
    }
    await expect(stat(path.join(root, 'content/site.json'))).resolves.toBeDefined();
  });
});

describe('deleting a page', () => {
  const file = 'content/pages/training.json';

  it('first lists the links to it and deletes nothing', async () => {
    const response = await change('/api/pages/delete', { file });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.path).toBe('/training');
    expect(answer.links.map((place: { file: string }) => place.file)).toEqual(
      expect.arrayContaining(['content/site.json', 'content/pages/services.json', 'content/pages/education.json']),
    );
    expect(answer.links.map((place: { file: string }) => place.file)).not.toContain(file);
    await expect(stat(path.join(root, file))).resolves.toBeDefined();
  });

  it('deletes only when confirmed with the version that was shown', async () => {
    const stale = await change('/api/pages/delete', { file, confirm: true, version: 'not-the-one' });
    expect(stale.statusCode).toBe(409);
    await expect(stat(path.join(root, file))).resolves.toBeDefined();
    const { version } = (await change('/api/pages/delete', { file })).json();
    const done = await change('/api/pages/delete', { file, confirm: true, version });
    expect(done.json()).toEqual({ deleted: true, file });
    await expect(stat(path.join(root, file))).rejects.toThrow();
  });

  it('refuses the home page, the not-found page and anything outside content/pages/', async () => {
    expect((await change('/api/pages/delete', { file: 'content/pages/home.json', confirm: true })).statusCode).toBe(422);
    expect((await change('/api/pages/delete', { file: 'content/pages/not-found.json', confirm: true })).statusCode).toBe(422);
    expect((await change('/api/pages/delete', { file: 'content/site.json', confirm: true })).statusCode).toBe(400);
    expect((await change('/api/pages/delete', { file: 'content/pages/../site.json', confirm: true })).statusCode).toBe(400);
  });
});
