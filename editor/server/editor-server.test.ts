// @vitest-environment node
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { projectRoot } from '../../server/project-root';
import type { Editor } from './editor-server';
import { versionOf } from './minimal-edit';
import { REQUEST_HEADER } from './security';
import { type EditorTestSession, openEditorForTest } from './testing/editor-test-session';

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

describe('the editor server', () => {
  it('listens on 127.0.0.1 only and gives an address with a long random token', () => {
    expect(editor.app.server.address()).toMatchObject({ address: '127.0.0.1' });
    expect(editor.startUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('turns the token into an HttpOnly, SameSite=Strict cookie once; the token is then spent', async () => {
    expect(cookie).toMatch(/^editor-session=[A-Za-z0-9_-]{43}$/);
    const again = await inject({ url: new URL(editor.startUrl).pathname + new URL(editor.startUrl).search });
    expect(again.statusCode).toBe(403);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('answers the API only to a browser with the session cookie', async () => {
    expect((await inject({ url: '/api/files' })).statusCode).toBe(403);
    expect((await inject({ url: '/api/files', headers: { cookie: 'editor-session=guessed' } })).statusCode).toBe(403);
    const files = await inject({ url: '/api/files', headers: { cookie } });
    expect(files.statusCode).toBe(200);
    expect(files.json().files).toContainEqual(
      expect.objectContaining({
        file: 'content/pages/about.json',
        kind: 'page',
        path: '/about',
        title: 'About Us',
        layout: 'main',
        anchors: expect.arrayContaining(['hero']),
      }),
    );
    expect((await inject({ url: '/' })).statusCode).toBe(403);
  });

  it("serves its interface as React's production build, whatever process bundled it", async () => {
    const bundle = await inject({ url: '/assets/editor.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).not.toContain('jsxDEV');
  });

  it('refuses a Host that is not its own, cookie or not (DNS rebinding)', async () => {
    for (const other of ['evil.example', `evil.example:${new URL(editor.origin).port}`, `localhost:${new URL(editor.origin).port}`]) {
      const response = await editor.app.inject({ url: '/api/files', headers: { host: other, cookie } });
      expect(response.statusCode).toBe(421);
    }
  });

  it('refuses a change without the cookie, the custom header, its own Origin or a JSON body', async () => {
    const body = { drafts: {} };
    expect((await change('/api/check', body)).statusCode).toBe(200);
    expect((await change('/api/check', body, { cookie: '' })).statusCode).toBe(403);
    expect((await change('/api/check', body, { [REQUEST_HEADER]: '' })).statusCode).toBe(403);
    expect((await change('/api/check', body, { origin: 'http://evil.example' })).statusCode).toBe(403);
    expect((await change('/api/check', body, { origin: '' })).statusCode).toBe(403);
    expect((await change('/api/check', body, { 'content-type': 'text/plain' })).statusCode).toBe(415);
  });

  it('sends no CORS headers, even to a preflight', async () => {
    const preflight = await inject({
      method: 'OPTIONS',
      url: '/api/save',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const files = await inject({ url: '/api/files', headers: { cookie, origin: 'http://evil.example' } });
    expect(Object.keys(files.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('reads and writes only inside content/, after resolving .. and symlinks', async () => {
    const linked = path.join(root, 'content', 'pages', 'linked.json');
    await symlink(path.join(root, 'package.json'), linked);
    onTestFinished(() => rm(linked));
    for (const file of ['package.json', 'content/pages/linked.json', 'content/site.txt', 'content/placeholder-files.json']) {
      const response = await inject({ url: `/api/file?file=${encodeURIComponent(file)}`, headers: { cookie } });
      expect(response.statusCode, file).toBe(403);
    }
    for (const file of ['content/../package.json', '/etc/passwd']) {
      const response = await inject({ url: `/api/file?file=${encodeURIComponent(file)}`, headers: { cookie } });
      expect(response.statusCode, file).toBe(400);
      expect(response.json().error, file).toMatch(/^file: /);
    }
    const text = await readFile(path.join(root, 'package.json'), 'utf8');
    const save = await change('/api/save', { file: 'content/pages/linked.json', base: versionOf(text), value: {}, confirm: true });
    expect(save.statusCode).toBe(403);
    expect(await readFile(path.join(root, 'package.json'), 'utf8')).toBe(text);
  });

  it('serves the preview only public files, not what is beside them', async () => {
    expect((await inject({ url: '/img/icon-192.png', headers: { cookie } })).statusCode).toBe(200);
    expect((await inject({ url: '/img/icon-192.png' })).statusCode).toBe(403);
    const linked = path.join(root, 'public', 'img', 'linked.svg');
    await symlink(path.join(root, 'package.json'), linked);
    onTestFinished(() => rm(linked));
    for (const url of ['/img/../../package.json', '/img/%2e%2e/%2e%2e/package.json', '/img/linked.svg']) {
      const response = await inject({ url, headers: { cookie } });
      expect(response.statusCode, url).not.toBe(200);
    }
  });

  it('is no part of the site: nothing in src/ or server/ imports it', async () => {
    const sources = [...(await readdir(path.join(projectRoot, 'src'), { recursive: true })).map((file) => `src/${file}`)];
    sources.push(...(await readdir(path.join(projectRoot, 'server'), { recursive: true })).map((file) => `server/${file}`));
    for (const file of sources.filter((name) => /\.tsx?$/.test(name))) {
      expect(await readFile(path.join(projectRoot, file), 'utf8'), file).not.toMatch(/(from |import\()['"][^'"]*(scripts\/editor|editor\/)/);
    }
  });

  it('`npm run edit -- --port N --no-open` prints one line, the address with its token', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'editor/server/edit.ts', '--port', '9011', '--no-open'], { cwd: projectRoot });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address printed: ${output}`)), 90_000);
        child.stdout.on('data', () => {
          if (output.includes('\n')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}`)));
      });
      expect(output).toMatch(/^http:\/\/127\.0\.0\.1:9011\/\?token=[A-Za-z0-9_-]{43}\n$/);
      const page = await fetch(output.trim(), { redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(page.headers.get('set-cookie')).toMatch(/^editor-session=/);
    } finally {
      child.kill('SIGTERM');
    }
  }, 120_000);
});

describe('a new page', () => {
  it('is written from a path, a title, a description and a layout, once the validator accepts it', async () => {
    const page = {
      name: 'new-service',
      path: '/new-service',
      title: 'New service',
      description: 'A new service of the group, described in a sentence long enough for search results.',
      layout: 'main',
    };
    const created = await change('/api/pages', page);
    expect(created.json()).toEqual({ file: 'content/pages/new-service.json' });
    const text = await readFile(path.join(root, 'content/pages/new-service.json'), 'utf8');
    expect(JSON.parse(text)).toMatchObject({
      path: '/new-service',
      title: 'New service',
      layout: 'main',
      sections: [{ type: 'hero', heading: 'New service' }, { type: 'rich-text' }],
    });
    expect((await change('/api/pages', page)).statusCode).toBe(409);
    await rm(path.join(root, 'content/pages/new-service.json'));
  });

  it('is refused with the validator message when its path is taken, and nothing is written', async () => {
    const response = await change('/api/pages', { name: 'about-again', path: '/about', title: 'About again', description: 'x'.repeat(60), layout: 'main' });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().issues)).toContain('/about');
    await expect(readFile(path.join(root, 'content/pages/about-again.json'), 'utf8')).rejects.toThrow();
  });

  it('cannot be written outside content/pages', async () => {
    const response = await change('/api/pages', { name: '../../package', path: '/x', title: 'X', description: 'x'.repeat(60), layout: 'main' });
    expect(response.statusCode).toBe(400);
  });
});

describe('saving', () => {
  const file = 'content/pages/about.json';
  const read = () => readFile(path.join(root, file), 'utf8');

  it('writes nothing when nothing changed', async () => {
    const text = await read();
    const response = await change('/api/save', { file, base: versionOf(text), value: JSON.parse(text), confirm: true });
    expect(response.json()).toEqual({ changed: false });
    expect(await read()).toBe(text);
  });

  it('shows the diff first, then writes only the changed line once confirmed', async () => {
    const text = await read();
    const value = JSON.parse(text);
    value.sections[0].heading = 'About the Group';
    const shown = await change('/api/save', { file, base: versionOf(text), value });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().diff).toContain('+      "heading": "About the Group",');
    expect(await read()).toBe(text);
    const saved = await change('/api/save', { file, base: versionOf(text), value, confirm: true, expect: shown.json().expect });
    expect(saved.json()).toMatchObject({ saved: true });
    const after = await read();
    const changed = after.split('\n').filter((line, index) => line !== text.split('\n')[index]);
    expect(changed).toEqual(['      "heading": "About the Group",']);
  });

  it('overwrites nothing when the file changed on disk since it was opened (409 with the disk version)', async () => {
    const opened = await read();
    const elsewhere = opened.replace('"About Us"', '"About Us (edited elsewhere)"');
    await writeFile(path.join(root, file), elsewhere);
    const value = JSON.parse(opened);
    value.title = 'Another title';
    const response = await change('/api/save', { file, base: versionOf(opened), value, confirm: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().disk).toBe(elsewhere);
    expect(await read()).toBe(elsewhere);
  });

  it('refuses an invalid draft with the validator messages and writes nothing', async () => {
    const text = await read();
    const value = JSON.parse(text);
    value.sections[0].buttons = [{ label: 'Go', href: '/no-such-page' }];
    const response = await change('/api/save', { file, base: versionOf(text), value, confirm: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().issues[0]).toMatchObject({ file, message: expect.stringContaining('/no-such-page') });
    expect(await read()).toBe(text);
  });
});
