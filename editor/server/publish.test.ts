// @vitest-environment node

import { readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangedFile } from '../client/views/publish-types';
import { withFileLock } from './content-files';
import { REQUEST_HEADER } from './security';
import { type EditorTestSession, openEditorForTest } from './testing/editor-test-session';
import { gitIn, makePublishedClone, type PublishedClone } from './testing/published-clone';

/** Issue 29 items 1 and 2: the Changes view and Publish, on a real clone of a bare repository on disk. */
let session: EditorTestSession;
let clone: PublishedClone;
let root: string;

beforeEach(async () => {
  session = await openEditorForTest();
  root = session.root;
  clone = await makePublishedClone(root);
}, 60_000);

afterEach(async () => {
  await session?.close();
  await clone?.remove();
});

const about = 'content/pages/about.json';
const contact = 'content/pages/contact.json';
const headingIn = (text: string, heading: string) => text.replace('"heading": "About Us"', `"heading": "${heading}"`);
const retitle = (text: string, title: string) => text.replace(/"title": "[^"]*"/, `"title": "${title}"`);

async function edit(file: string, change: (text: string) => string) {
  const absolute = path.join(root, file);
  await writeFile(absolute, change(await readFile(absolute, 'utf8')));
}

const changes = async () => {
  const answer = await session.inject({ url: '/api/changes', headers: { cookie: session.cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    files: ChangedFile[];
    refused: { file: string; message: string }[];
    target?: { remote: string; branch: string };
    author?: { name: string };
  };
};
const publish = (body: Record<string, unknown> = {}) => session.change('/api/publish', { message: 'New About heading', ...body });
/** The files a commit of the remote changed. */
const filesOf = (commit: string) => gitIn(clone.remote, 'show', '--name-only', '--format=', commit).trim().split('\n').sort();

describe('the Changes view', () => {
  it('lists only the content and image files changed since the last commit, each with its diff, and the target and author', async () => {
    await edit(about, (text) => headingIn(text, 'Who we are'));
    await writeFile(path.join(root, 'public/img/new-photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    await edit('package.json', (text) => text.replace('"private": true', '"private": false'));
    await writeFile(path.join(root, 'public/robots-extra.txt'), 'x');
    const listed = await changes();
    expect(listed.files.map((file) => [file.file, file.change])).toEqual([
      [about, 'modified'],
      ['public/img/new-photo.png', 'added'],
    ]);
    expect(listed.files[0]?.diff).toContain('-      "heading": "About Us",');
    expect(listed.files[0]?.diff).toContain('+      "heading": "Who we are",');
    expect(listed.files[1]).toMatchObject({ after: 7 });
    expect(listed.files[1]?.diff).toBeUndefined();
    expect(listed.target).toEqual({ remote: 'origin', branch: 'main' });
    expect(listed.author?.name).toBe('Ana Maintainer');
  });

  it('lists a symbolic link apart, never as a change to publish (decision 027)', async () => {
    await symlink('about.json', path.join(root, 'content/pages/linked.json'));
    const listed = await changes();
    expect(listed.files).toEqual([]);
    expect(listed.refused[0]?.message).toContain('content/pages/linked.json is a symbolic link');
  });

  it('reverts a file to the last commit and removes a new one, only the version whose diff was shown', async () => {
    const committed = await readFile(path.join(root, about), 'utf8');
    await edit(about, (text) => headingIn(text, 'Who we are'));
    await writeFile(path.join(root, 'content/collections/extra.json'), '{}\n');
    const listed = await changes();
    const shown = listed.files.find((file) => file.file === about);
    await edit(about, (text) => headingIn(text.replace('Who we are', 'About Us'), 'Changed again'));
    const stale = await session.change('/api/changes/revert', { file: about, version: shown?.version });
    expect(stale.statusCode).toBe(409);
    expect(await readFile(path.join(root, about), 'utf8')).toContain('Changed again');
    const fresh = (await changes()).files;
    for (const file of fresh) expect((await session.change('/api/changes/revert', { file: file.file, version: file.version })).statusCode).toBe(200);
    expect(await readFile(path.join(root, about), 'utf8')).toBe(committed);
    await expect(readFile(path.join(root, 'content/collections/extra.json'))).rejects.toThrow();
    expect((await changes()).files).toEqual([]);
  });

  it('takes hostile names as names: a pattern is that one file, a name with a newline is refused', async () => {
    const image = (byte: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, byte]);
    await writeFile(path.join(root, 'public/img/x*.png'), image(1));
    await writeFile(path.join(root, 'public/img/xy.png'), image(1));
    gitIn(root, 'add', '--', 'public/img/x*.png', 'public/img/xy.png');
    gitIn(root, 'commit', '-q', '-m', 'Two images');
    gitIn(root, 'push', '-q');
    await writeFile(path.join(root, 'public/img/x*.png'), image(2));
    await writeFile(path.join(root, 'public/img/xy.png'), image(2));
    const star = (await changes()).files.find((file) => file.file === 'public/img/x*.png');
    expect((await session.change('/api/changes/revert', { file: 'public/img/x*.png', version: star?.version })).statusCode).toBe(200);
    expect(await readFile(path.join(root, 'public/img/x*.png'))).toEqual(image(1));
    expect(await readFile(path.join(root, 'public/img/xy.png'))).toEqual(image(2));
    await writeFile(path.join(root, 'public/img/line\nbreak.png'), image(3));
    const listed = await changes();
    expect(listed.files.map((file) => file.file)).toEqual(['public/img/xy.png']);
    expect(listed.refused[0]?.message).toContain('control character');
    expect((await publish()).statusCode).toBe(422);
  });

  it('says so when the project is not a git clone', async () => {
    await rm(path.join(root, '.git'), { recursive: true });
    const answer = await session.inject({ url: '/api/changes', headers: { cookie: session.cookie } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toContain('not a git clone');
  });

  it('refuses to revert a file outside content/ and public/img/', async () => {
    await edit('package.json', (text) => `${text} `);
    const answer = await session.change('/api/changes/revert', { file: 'package.json', version: 'x' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toContain('outside content/ and public/img/');
    const dotted = await session.change('/api/changes/revert', { file: 'content/../package.json', version: 'x' });
    expect(dotted.statusCode).toBe(400);
  });
});

describe('Publish', () => {
  it('commits only the content and image files, by the configured author, and pushes them; a file someone staged outside content/ stays out', async () => {
    await edit(about, (text) => headingIn(text, 'Who we are'));
    await writeFile(path.join(root, 'public/img/new-photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    await edit('package.json', (text) => text.replace('"private": true', '"private": false'));
    gitIn(root, 'add', 'package.json');
    await writeFile(path.join(root, 'content/notes.txt'), 'a note');
    const answer = await publish();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'published', rebased: false, target: 'origin/main' });
    const head = clone.remoteHead();
    expect(filesOf(head)).toEqual(['content/notes.txt', about, 'public/img/new-photo.png']);
    expect(gitIn(clone.remote, 'log', '-1', '--format=%an <%ae>|%s', head).trim()).toBe('Ana Maintainer <ana.maintainer@example.org>|New About heading');
    expect(gitIn(clone.remote, 'show', `${head}:${about}`)).toContain('"heading": "Who we are"');
    // The clone follows: its branch is the published commit, the content is clean, the staged code is still staged and not committed.
    expect(gitIn(root, 'rev-parse', 'HEAD').trim()).toBe(head);
    expect(gitIn(root, 'status', '--porcelain', '--', 'content', 'public/img')).toBe('');
    expect(gitIn(root, 'diff', '--cached', '--name-only').trim()).toBe('package.json');
    expect((await publish()).statusCode).toBe(400);
  });

  it('uses the author entered in the editor when given', async () => {
    await edit(about, (text) => headingIn(text, 'Who we are'));
    const answer = await publish({ author: { name: 'Chidi Okafor', email: 'chidi@example.org' } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(gitIn(clone.remote, 'log', '-1', '--format=%an <%ae>', 'main').trim()).toBe('Chidi Okafor <chidi@example.org>');
    const bad = await publish({ author: { name: 'Eve\nMallory', email: 'eve@example.org' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('author.name');
  });

  it("says what the server's release hook said: the pushed commit live, or not and why", async () => {
    const hook = path.join(clone.remote, 'hooks', 'post-receive');
    await writeFile(hook, '#!/bin/sh\nread old new ref\necho "building..."\necho "Published: $(echo $new | cut -c1-7) is live."\n', { mode: 0o755 });
    await edit(about, (text) => headingIn(text, 'Who we are'));
    const live = await publish();
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().release).toBe(`Published: ${clone.remoteHead().slice(0, 7)} is live.`);
    await writeFile(hook, '#!/bin/sh\necho "NOT published: the release failed (see above); the live site is unchanged."\n', { mode: 0o755 });
    await edit(about, (text) => retitle(text, 'About the group'));
    const failed = await publish();
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().release).toBe('NOT published: the release failed (see above); the live site is unchanged.');
    await rm(hook);
    await edit(about, (text) => retitle(text, 'About the group and its divisions'));
    expect((await publish()).json().release).toBeUndefined();
  });

  it('needs a message', async () => {
    await edit(about, (text) => headingIn(text, 'Who we are'));
    const answer = await publish({ message: '   ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toContain('message');
    expect(clone.remoteHead()).toBe(gitIn(root, 'rev-parse', 'HEAD').trim());
  });

  it('rebases onto the remote when it moved on other files, and brings their change into the clone', async () => {
    const theirs = await clone.pushFromOther(contact, (text) => retitle(text, 'Write to us'));
    await edit(about, (text) => headingIn(text, 'Who we are'));
    const answer = await publish();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'published', rebased: true });
    const head = clone.remoteHead();
    expect(gitIn(clone.remote, 'rev-parse', `${head}^`).trim()).toBe(theirs);
    expect(filesOf(head)).toEqual([about]);
    expect(gitIn(root, 'rev-parse', 'HEAD').trim()).toBe(head);
    expect(await readFile(path.join(root, contact), 'utf8')).toContain('"title": "Write to us"');
    expect(gitIn(root, 'status', '--porcelain', '--', 'content', 'public/img')).toBe('');
  });

  it('shows both sides when the remote changed the same file, pushes nothing, then keeps the side chosen', async () => {
    const theirs = await clone.pushFromOther(about, (text) => headingIn(text, 'Their heading'));
    await edit(about, (text) => headingIn(text, 'My heading'));
    const answer = await publish();
    expect(answer.statusCode).toBe(409);
    const [conflict] = answer.json().conflicts;
    expect(conflict.file).toBe(about);
    expect(conflict.mine).toContain('"heading": "My heading"');
    expect(conflict.theirs).toContain('"heading": "Their heading"');
    expect(conflict.base).toContain('"heading": "About Us"');
    expect(clone.remoteHead()).toBe(theirs);

    const kept = await publish({ keep: { [about]: 'mine' } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(gitIn(clone.remote, 'show', `main:${about}`)).toContain('"heading": "My heading"');
    expect(gitIn(clone.remote, 'rev-parse', 'main^').trim()).toBe(theirs);
  });

  it("keeps the remote's version when chosen: the clone's file becomes theirs and nothing of it is pushed", async () => {
    const theirs = await clone.pushFromOther(about, (text) => headingIn(text, 'Their heading'));
    await edit(about, (text) => headingIn(text, 'My heading'));
    const kept = await publish({ keep: { [about]: 'theirs' } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(clone.remoteHead()).toBe(theirs);
    expect(await readFile(path.join(root, about), 'utf8')).toContain('"heading": "Their heading"');
    expect(gitIn(root, 'rev-parse', 'HEAD').trim()).toBe(theirs);
  });

  it("refuses while the branch has commits the remote lacks: someone's code is never pushed with the content", async () => {
    await edit('package.json', (text) => `${text} `);
    gitIn(root, 'commit', '-q', '-am', 'A code change');
    await edit(about, (text) => headingIn(text, 'Who we are'));
    const before = clone.remoteHead();
    const answer = await publish();
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toContain('has 1 commit that origin/main does not');
    expect(clone.remoteHead()).toBe(before);
  });

  it('waits for a save in progress and commits the file as that save leaves it, never half', async () => {
    await edit(about, (text) => headingIn(text, 'Half written'));
    const before = clone.remoteHead();
    let published: Promise<Awaited<ReturnType<typeof publish>>> | undefined;
    // A save of about.json holds its lock (content-writes.ts) while it checks and writes.
    await withFileLock(await realpath(path.join(root, about)), async () => {
      published = publish();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(clone.remoteHead()).toBe(before);
      await edit(about, (text) => text.replace('Half written', 'Whole'));
    });
    const answer = await (published as NonNullable<typeof published>);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(gitIn(clone.remote, 'show', `main:${about}`)).toContain('"heading": "Whole"');
  });

  it('refuses content with problems: nothing is committed or pushed', async () => {
    const before = clone.remoteHead();
    await edit(about, (text) => text.replace('"path": "/about"', '"path": "about without a slash"'));
    const answer = await publish();
    expect(answer.statusCode).toBe(422);
    expect(answer.json().issues.length).toBeGreaterThan(0);
    expect(answer.json().issues.map((issue: { file: string }) => issue.file)).toContain(about);
    expect(clone.remoteHead()).toBe(before);
    expect(gitIn(root, 'rev-parse', 'HEAD').trim()).toBe(before);
  });

  it('refuses while a symbolic link is in content/ (decision 027)', async () => {
    await edit(about, (text) => headingIn(text, 'Who we are'));
    await symlink('/etc/passwd', path.join(root, 'content/pages/passwords.json'));
    const answer = await publish();
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toContain('symbolic link');
    expect(gitIn(clone.remote, 'show', '--name-only', '--format=', 'main').trim()).not.toContain('passwords');
  });

  it('never forces: a remote that moves between the fetch and the push keeps its commit, and nothing is lost here', async () => {
    await edit(about, (text) => headingIn(text, 'Who we are'));
    // Someone pushes in the instant between the editor's fetch and its push (the pre-push hook runs there).
    await writeFile(
      path.join(root, '.git/hooks/pre-push'),
      `#!/bin/sh\ncd "${clone.other}" && unset GIT_DIR GIT_INDEX_FILE && git pull -q --ff-only && echo x >> content/notes.txt && git add content/notes.txt && git commit -q -m late && git push -q origin main\n`,
      { mode: 0o755 },
    );
    const terminal = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await publish();
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toContain('changed while publishing');
    expect(String(terminal.mock.calls[0]?.[0])).toContain('git push origin failed');
    expect(gitIn(clone.remote, 'log', '-1', '--format=%s', 'main').trim()).toBe('late');
    expect(await readFile(path.join(root, about), 'utf8')).toContain('Who we are');
  });

  it('never prompts for credentials: a remote that asks for them is a clear refusal', async () => {
    const server = createServer((_request, response) => response.writeHead(401, { 'www-authenticate': 'Basic realm="git"' }).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      gitIn(root, 'remote', 'set-url', 'origin', `http://127.0.0.1:${(server.address() as AddressInfo).port}/site.git`);
      await edit(about, (text) => headingIn(text, 'Who we are'));
      const terminal = vi.spyOn(console, 'error').mockImplementation(() => {});
      const answer = await publish();
      expect(answer.statusCode).toBe(502);
      expect(String(terminal.mock.calls[0]?.[0])).toContain('terminal prompts disabled');
      expect(answer.json().error).toContain('never asks for or keeps passwords');
      expect(answer.json().error).not.toContain(root);
    } finally {
      server.close();
    }
  });

  it('passes the gate: a publish without the page secret is refused', async () => {
    await edit(about, (text) => headingIn(text, 'Who we are'));
    const before = clone.remoteHead();
    for (const url of ['/api/publish', '/api/changes/revert']) {
      const answer = await session.change(url, { message: 'x', file: about, version: 'x' }, { [REQUEST_HEADER]: 'wrong' });
      expect(answer.statusCode).toBe(403);
    }
    expect((await session.inject({ url: '/api/changes' })).statusCode).toBe(403);
    expect(clone.remoteHead()).toBe(before);
  });
});
