// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createExclusively } from './content-files';
import type { Editor } from './editor-server';
import { versionOf } from './minimal-edit';
import { RequestRefused } from './request-fields';
import { REQUEST_HEADER } from './security';
import { type EditorTestSession, openEditorForTest } from './testing/editor-test-session';

/** Issue 27's refusals in the editor's server: the second secret, one writer per file, plain paths, links, bad bodies. */
let session: EditorTestSession;
let editor: Editor;
let root: string;
let cookie: string;
const inject: EditorTestSession['inject'] = (options) => session.inject(options);
const change: EditorTestSession['change'] = (url, body, headers) => session.change(url, body, headers);

beforeAll(async () => {
  session = await openEditorForTest();
  ({ editor, root, cookie } = session);
}, 60_000);

afterAll(() => session?.close());

const about = 'content/pages/about.json';
const read = (file: string) => readFile(path.join(root, file), 'utf8');

/** What a program that got the cookie can send: the cookie, the editor's own Origin (forged), JSON, the old marker header. */
const replayed = (extra: Record<string, string> = {}) => ({
  cookie,
  origin: editor.origin,
  'content-type': 'application/json',
  'x-editor-request': '1',
  ...extra,
});

/** No answer of the editor carries an absolute path: not the project's folder, not the temporary folder. */
function expectNoAbsolutePath(response: LightMyRequestResponse) {
  expect(response.body).not.toContain(root);
  expect(response.body).not.toContain(tmpdir());
}

describe('a leaked cookie alone changes nothing (issue 27 item 10)', () => {
  it('gives the second secret only in the answer to the one-time address, never to the cookie alone', async () => {
    expect(session.pageSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).not.toContain(session.pageSecret);
    for (const url of ['/', '/api/files', '/api/forms', '/api/usage', '/api/images']) {
      const response = await inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(session.pageSecret);
    }
  });

  it('refuses a save and an upload with the cookie and a forged Origin but no secret or a wrong one (403), and accepts them with it', async () => {
    const text = await read(about);
    const value = JSON.parse(text);
    value.title = 'About the Group';
    const save = { file: about, base: versionOf(text), value, confirm: false };
    const image = await readFile(path.join(root, 'public/img/about/story.webp'));
    const upload = { folder: 'about', name: 'replayed.webp', data: image.toString('base64') };
    for (const headers of [replayed(), replayed({ [REQUEST_HEADER]: '' }), replayed({ [REQUEST_HEADER]: randomBytes(32).toString('base64url') })]) {
      for (const [url, body] of [
        ['/api/save', { ...save, confirm: true, expect: 'x' }],
        ['/api/upload', upload],
      ] as const) {
        const response = await inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
        expect(response.statusCode, `${url} ${headers[REQUEST_HEADER as keyof typeof headers] ?? 'no header'}`).toBe(403);
        expect(response.json().error).toContain(REQUEST_HEADER);
      }
    }
    expect(await read(about)).toBe(text);
    expect(await readdir(path.join(root, 'public/img/about'))).not.toContain('replayed.webp');

    const shown = await change('/api/save', save);
    expect(shown.statusCode, shown.body).toBe(200);
    const saved = await change('/api/save', { ...save, confirm: true, expect: shown.json().expect });
    expect(saved.json()).toMatchObject({ saved: true });
    const uploaded = await change('/api/upload', upload);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await rm(path.join(root, 'public/img', uploaded.json().src.replace(/^\/img\//, '')));
    await writeFile(path.join(root, about), text);
  });
});

describe('one writer per file (issue 27 item 3)', () => {
  /** A confirmed save of `file` from `base` with the title changed: the diff is asked for first, as the editor does. */
  async function prepared(file: string, text: string, title: string) {
    const value = { ...JSON.parse(text), title };
    const shown = await change('/api/save', { file, base: versionOf(text), value });
    expect(shown.statusCode, shown.body).toBe(200);
    return { file, base: versionOf(text), value, confirm: true, expect: shown.json().expect as string };
  }

  it('of ten saves from the same version at the same moment, exactly one is written; the other nine get 409', async () => {
    const text = await read(about);
    const saves = await Promise.all(Array.from({ length: 10 }, (_, index) => prepared(about, text, `About, version ${index}`)));
    const answers = await Promise.all(saves.map((body) => change('/api/save', body)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const winner = saves[statuses.indexOf(200)];
    expect(JSON.parse(await read(about)).title).toBe(winner?.value.title);
    for (const answer of answers.filter((each) => each.statusCode === 409)) expect(answer.json().disk).toBe(await read(about));
    await writeFile(path.join(root, about), text);
  }, 60_000);

  it('never overwrites what another program wrote after the file was opened: 409 every round, whenever the write lands', async () => {
    const file = 'content/pages/services.json';
    const original = await read(file);
    // -1: written before the save is sent; otherwise that many milliseconds into the save (formatting and validating take longer).
    for (const delay of [-1, 0, 5, 20, 40, 80]) {
      const opened = await read(file);
      const body = await prepared(file, opened, `Services, round ${delay}`);
      const elsewhere = opened.replace('"title": "', `"title": "Edited elsewhere (${delay}) `);
      expect(elsewhere).not.toBe(opened);
      let writing = false;
      let written: Promise<void> = Promise.resolve();
      const writeElsewhere = () => {
        writing = true;
        written = writeFile(path.join(root, file), elsewhere);
        return written;
      };
      if (delay < 0) await writeElsewhere();
      const answer = change('/api/save', body).then((response) => ({ response, startedFirst: writing }));
      if (delay >= 0) await new Promise((resolve) => setTimeout(resolve, delay)).then(writeElsewhere);
      const { response, startedFirst } = await answer;
      await written;
      expect(startedFirst, `round ${delay}: the save answered ${response.statusCode} before the other program wrote`).toBe(true);
      expect(response.statusCode, `round ${delay}`).toBe(409);
      expect(await read(file)).toBe(elsewhere);
    }
    await writeFile(path.join(root, file), original);
  }, 60_000);

  it('creates a new page exclusively: of five requests for one name at once, one creates it and four get 409', async () => {
    const page = {
      name: 'same-name',
      path: '/same-name',
      title: 'Same name',
      description: 'A page five requests ask for at the same moment, to see one win.',
      layout: 'main',
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => change('/api/pages', page)));
    onTestFinished(() => rm(path.join(root, 'content/pages/same-name.json'), { force: true }));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('does not replace a file another program created under the new name meanwhile (409)', async () => {
    const absolute = path.join(root, 'content/pages/taken-meanwhile.json');
    await writeFile(absolute, '{}\n');
    onTestFinished(() => rm(absolute, { force: true }));
    const refused = await createExclusively(absolute, 'content/pages/taken-meanwhile.json', '{ "new": true }\n').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RequestRefused);
    expect(refused).toMatchObject({ status: 409, message: 'content/pages/taken-meanwhile.json exists already' });
    expect(await readFile(absolute, 'utf8')).toBe('{}\n');
    expect((await readdir(path.dirname(absolute))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('paths are taken as given, never normalised (issue 27 item 4)', () => {
  it('refuses a ".." segment, an absolute path and their percent-encodings with a 400 naming the field', async () => {
    const site = await read('content/site.json');
    const value = { ...JSON.parse(site), name: 123 };
    for (const file of [
      'content/pages/../site.json',
      'content/pages/%2e%2e/site.json',
      'content/pages/%252e%252e/site.json',
      'content%2Fpages%2F..%2Fsite.json',
      'content/./site.json',
      'content//site.json',
      '/etc/passwd',
      '%2Fetc%2Fpasswd',
      'C:/site.json',
    ]) {
      const response = await change('/api/save', { file, base: versionOf(site), value, confirm: true, expect: 'x' });
      expect(response.statusCode, file).toBe(400);
      expect(response.json().error, file).toMatch(/^file: /);
      const opened = await inject({ url: `/api/file?file=${encodeURIComponent(file)}`, headers: { cookie } });
      expect(opened.statusCode, file).toBe(400);
      expectNoAbsolutePath(opened);
    }
    expect(await read('content/site.json')).toBe(site);
  });

  it('refuses a change to content/site.json that the validator refuses (name: 123)', async () => {
    const site = await read('content/site.json');
    const response = await change('/api/save', { file: 'content/site.json', base: versionOf(site), value: { ...JSON.parse(site), name: 123 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().issues).toContainEqual(expect.objectContaining({ file: 'content/site.json', path: 'name' }));
  });

  it('checks content/blog/categories.json as the blog import does before writing it, and writes a valid change', async () => {
    const file = 'content/blog/categories.json';
    const text = await read(file);
    for (const [value, problem] of [
      [[{ id: 'one', title: 'News' }], /^0\.id: expected a whole number/],
      [[{ id: 1, title: '' }], /^0\.title: required/],
      [
        [
          { id: 1, title: 'News' },
          { id: 1, title: 'Other' },
        ],
        /^1\.id: 1 is already the id of entry 0/,
      ],
      [[], /at least one category/],
      [{ categories: [] }, /expected a list of categories/],
    ] as const) {
      const response = await change('/api/save', { file, base: versionOf(text), value, confirm: true, expect: 'x' });
      expect(response.statusCode, JSON.stringify(value)).toBe(422);
      expect(
        response
          .json()
          .issues.map((issue: { message: string }) => issue.message)
          .join('\n'),
      ).toMatch(problem);
    }
    expect(await read(file)).toBe(text);
    const value = [...JSON.parse(text), { id: 4, title: 'Guides' }];
    const shown = await change('/api/save', { file, base: versionOf(text), value });
    expect(shown.statusCode, shown.body).toBe(200);
    const saved = await change('/api/save', { file, base: versionOf(text), value, confirm: true, expect: shown.json().expect });
    expect(saved.json()).toMatchObject({ saved: true });
    expect(JSON.parse(await read(file))).toEqual(value);
    await writeFile(path.join(root, file), text);
  });

  it('reads and writes no other file of content/ (placeholder-files.json): 403', async () => {
    const text = await read('content/placeholder-files.json');
    const response = await change('/api/save', { file: 'content/placeholder-files.json', base: versionOf(text), value: {}, confirm: true, expect: 'x' });
    expect(response.statusCode).toBe(403);
    expect(await read('content/placeholder-files.json')).toBe(text);
  });
});

describe('symbolic links in content/ and public/ are left out and named (issue 27 item 5, decision 027)', () => {
  it('keeps the file list, where-used and the check working with a dangling link and links out, and names each link', async () => {
    const links = {
      'content/pages/dangling.json': path.join(root, 'content/pages/no-such-file.json'),
      'content/pages/passwd.json': '/etc/passwd',
      'content/collections/linked.json': path.join(root, 'content/collections', (await readdir(path.join(root, 'content/collections')))[0] ?? ''),
      'public/img/passwd.png': '/etc/passwd',
    };
    for (const [file, target] of Object.entries(links)) {
      await symlink(target, path.join(root, file));
      onTestFinished(() => rm(path.join(root, file), { force: true }));
    }
    const files = await inject({ url: '/api/files', headers: { cookie } });
    expect(files.statusCode, files.body).toBe(200);
    const listed = files.json().files.map((summary: { file: string }) => summary.file);
    for (const file of Object.keys(links)) expect(listed).not.toContain(file);
    expect(listed).toContain(about);
    const refused = files.json().refused as { file: string; message: string }[];
    expect(refused.map((link) => link.file)).toEqual(Object.keys(links).sort());
    expect(refused.find((link) => link.file === 'content/pages/passwd.json')?.message).toMatch(
      /^content\/pages\/passwd\.json: is a symbolic link to "\/etc\/passwd" \(a file outside the project\)/,
    );
    expectNoAbsolutePath(files);

    expect((await inject({ url: '/api/usage', headers: { cookie } })).statusCode).toBe(200);
    const check = await change('/api/check', { drafts: {} });
    expect(check.statusCode).toBe(200);
    expect(check.json().issues.map((issue: { file: string }) => issue.file)).toEqual(expect.arrayContaining(Object.keys(links)));
    // Named once each, though both the validator and the editor's own list find it.
    const named = check.json().issues.filter((issue: { message: string }) => issue.message.includes('is a symbolic link'));
    expect(named.map((issue: { file: string }) => issue.file).sort()).toEqual(Object.keys(links).sort());
    // A link to another file of the same folder is refused as well: the file is not read, written or deleted through it.
    const text = await read(about);
    for (const file of ['content/pages/passwd.json', 'content/collections/linked.json']) {
      expect((await inject({ url: `/api/file?file=${file}`, headers: { cookie } })).statusCode, file).toBe(403);
    }
    await symlink('about.json', path.join(root, 'content/pages/about-link.json'));
    onTestFinished(() => rm(path.join(root, 'content/pages/about-link.json'), { force: true }));
    expect((await inject({ url: '/api/file?file=content/pages/about-link.json', headers: { cookie } })).statusCode).toBe(403);
    const throughLink = await change('/api/save', { file: 'content/pages/about-link.json', base: versionOf(text), value: {}, confirm: true, expect: 'x' });
    expect(throughLink.statusCode).toBe(403);
    const deleted = await change('/api/pages/delete', { file: 'content/pages/about-link.json', confirm: true, version: versionOf(text) });
    expect(deleted.statusCode).toBe(403);
    expect(await read(about)).toBe(text);
    await symlink('story.webp', path.join(root, 'public/img/about/story-link.webp'));
    onTestFinished(() => rm(path.join(root, 'public/img/about/story-link.webp'), { force: true }));
    expect((await change('/api/images/delete', { src: '/img/about/story-link.webp', confirm: true })).statusCode).toBe(403);
    expect((await inject({ url: '/img/about/story-link.webp', headers: { cookie } })).statusCode).toBe(403);
    await expect(readFile(path.join(root, 'public/img/about/story.webp'))).resolves.toBeDefined();

    const preview = await change('/api/preview', { drafts: {}, path: '/about' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toBeUndefined();
    expect(preview.json().issues.map((issue: { file: string }) => issue.file)).toEqual(expect.arrayContaining(Object.keys(links)));
  });
});

describe('bad bodies get a 4xx naming the field, never a 500 (issue 27 item 11)', () => {
  const changes = [
    '/api/save',
    '/api/upload',
    '/api/pages',
    '/api/pages/delete',
    '/api/images/delete',
    '/api/check',
    '/api/preview',
    '/api/section/change-type',
    '/api/section/paste',
  ];

  it('refuses a body that is not a JSON object (null, a list, a string, a number) on every change', async () => {
    for (const url of changes) {
      for (const payload of ['null', '[]', '"text"', '42']) {
        const response = await inject({ method: 'POST', url, headers: replayed({ [REQUEST_HEADER]: session.pageSecret }), payload });
        expect(response.statusCode, `${url} ${payload}`).toBe(400);
        expect(response.json().error, `${url} ${payload}`).toMatch(/^The body must be a JSON object/);
      }
    }
  });

  it('names the field that has the wrong type', async () => {
    const text = await read(about);
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['/api/save', { file: 42 }, /^file: /],
      ['/api/save', { file: about, base: 1, value: {} }, /^base: expected a string/],
      ['/api/save', { file: about, base: versionOf(text), value: 'text' }, /^value: /],
      ['/api/save', { file: about, base: versionOf(text), value: {}, confirm: 'yes' }, /^confirm: expected true or false/],
      ['/api/pages', { name: {}, path: '/x', title: 'X', description: 'x', layout: 'main' }, /^name: expected a string/],
      ['/api/pages', { name: 'x-page', path: ['/x'], title: 'X', description: 'x', layout: 'main' }, /^path: expected a string/],
      ['/api/pages/delete', { file: null }, /^file: /],
      ['/api/images/delete', { src: 7 }, /^src: /],
      ['/api/check', { drafts: [] }, /^drafts: /],
      ['/api/check', { drafts: { '/etc/passwd': {} } }, /^drafts\["\/etc\/passwd"\]: /],
      ['/api/check', { drafts: { 'package.json': {} } }, /^drafts\["package.json"\]: /],
      ['/api/section/change-type', { section: {}, type: 3 }, /^type: expected a string/],
      ['/api/section/paste', { file: about, sections: [], at: 0, text: 5 }, /^text: expected a string/],
    ];
    for (const [url, body, message] of cases) {
      const response = await change(url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().error, `${url} ${JSON.stringify(body)}`).toMatch(message);
    }
  });

  it('knows "toString", "__proto__" and "constructor" are not section types', async () => {
    for (const type of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      const changed = await change('/api/section/change-type', { section: { type: 'hero' }, type });
      expect(changed.statusCode, type).toBe(400);
      expect(changed.json().error).toMatch(/^type: .* is not a section type/);
      const example = await inject({ url: `/api/section-example?type=${type}`, headers: { cookie } });
      expect(example.statusCode, type).toBe(404);
      const pasted = await change('/api/section/paste', { file: about, sections: [], at: 0, text: JSON.stringify({ type, id: 'x' }) });
      expect(pasted.statusCode, type).toBe(422);
    }
    const poisoned = await inject({
      method: 'POST',
      url: '/api/check',
      headers: replayed({ [REQUEST_HEADER]: session.pageSecret }),
      payload: '{"drafts":{},"__proto__":{"polluted":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses JSON 100,000 levels deep with a 400, and the server goes on answering', async () => {
    const depth = 100_000;
    const deepList = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deepObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const text = await read(about);
    for (const [url, payload] of [
      ['/api/check', deepList],
      ['/api/check', deepObject],
      ['/api/save', `{"file":"${about}","base":"${versionOf(text)}","confirm":true,"value":${deepObject}}`],
      ['/api/preview', `{"drafts":{"${about}":${deepList}}}`],
    ] as const) {
      const response = await inject({ method: 'POST', url, headers: replayed({ [REQUEST_HEADER]: session.pageSecret }), payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatch(/JSON object|deeper than/);
    }
    const pasted = await change('/api/section/paste', { file: about, sections: [], at: 0, text: `{"type":"hero","a":${deepObject}}` });
    expect(pasted.statusCode).toBe(422);
    expect(await read(about)).toBe(text);
    expect((await inject({ url: '/api/files', headers: { cookie } })).statusCode).toBe(200);
  });

  it('answers a missing file with a 404 that names it relative to the project, never with an absolute path', async () => {
    const opened = await inject({ url: '/api/file?file=content/pages/no-such-page.json', headers: { cookie } });
    expect(opened.statusCode).toBe(404);
    expect(opened.json().error).toBe('content/pages/no-such-page.json does not exist.');
    expectNoAbsolutePath(opened);
    const saved = await change('/api/save', { file: 'content/pages/no-such-page.json', base: 'x', value: {} });
    expect(saved.statusCode).toBe(404);
    expectNoAbsolutePath(saved);
    const pasted = await change('/api/section/paste', { file: 'content/pages/no-such-page.json', sections: [], at: 0, text: '{}' });
    expect(pasted.statusCode).toBe(404);
    expectNoAbsolutePath(pasted);
    await mkdir(path.join(root, 'public/img/empty'), { recursive: true });
    const image = await change('/api/images/delete', { src: '/img/empty/none.webp' });
    expect(image.statusCode).toBe(404);
    expectNoAbsolutePath(image);
  });

  it("answers a 50 MB save with a 413 about the request's size, not about images", async () => {
    const text = await read(about);
    const payload = JSON.stringify({ file: about, base: versionOf(text), value: { ...JSON.parse(text), title: 'x'.repeat(50 * 1024 * 1024) } });
    const response = await inject({ method: 'POST', url: '/api/save', headers: replayed({ [REQUEST_HEADER]: session.pageSecret }), payload });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/^The request is too large: .* save/);
    expect(response.json().error).not.toMatch(/image/i);
  });
});
