// @vitest-environment node
import { readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPatch } from 'diff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBlogContent } from '../../../server/blog/blog-content';
import { type EditorTestSession, openEditorForTest } from '../testing/editor-test-session';

/** The blog's endpoints (issue 30): the list, the import's checks at the field, minimal writes, confinement to content/blog/. */
let session: EditorTestSession;
let root: string;

beforeAll(async () => {
  session = await openEditorForTest();
  ({ root } = session);
}, 60_000);

afterAll(() => session?.close());

const postFile = 'content/blog/posts/iso-27001-2022-transition.md';
const read = (file: string) => readFile(path.join(root, file), 'utf8');
const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;
const get = async (url: string) => json(await session.inject({ url, headers: { cookie: session.cookie } }));

async function opened(file: string) {
  return (await get(`/api/blog/post?file=${encodeURIComponent(file)}`)) as { fields: Record<string, string>; body: string; version: string; text: string };
}

describe('the blog in the editor', () => {
  it('lists the posts newest first with title, date and category, and the categories with the posts using them', async () => {
    const answer = (await get('/api/blog')) as {
      posts: { file: string; title: string; date: string; category: string; problems: number }[];
      categories: { id: number; title: string; posts: string[] }[];
      images: string[];
    };
    const dates = answer.posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(answer.posts.find((post) => post.file === postFile)).toMatchObject({
      title: 'Moving to ISO/IEC 27001:2022: what changes for your ISMS',
      date: '2024-03-12',
      category: 'Insights',
      problems: 0,
    });
    expect(answer.categories.find((category) => category.title === 'Insights')?.posts).toContain(postFile);
    expect(answer.images).toContain('iso-27001.webp');
  });

  it('reads a post as fields and a body', async () => {
    const post = await opened(postFile);
    expect(post.fields).toMatchObject({ date: '2024-03-12', author: 'Innovare Advisory', category: 'Insights', image: 'iso-27001.webp' });
    expect(post.body.startsWith('\nThe 2022 edition')).toBe(true);
  });

  it('places the blog import’s problems at their fields: unknown category with a suggestion, a date that is no day, a missing image, an empty body', async () => {
    const post = await opened(postFile);
    const answer = json(
      await session.change('/api/blog/check', {
        slug: 'iso-27001-2022-transition',
        fields: { ...post.fields, category: 'Insight', date: '2024-02-30', image: 'nowhere.webp' },
        body: '\n',
      }),
    ) as { issues: { field: string; message: string }[] };
    const byField = Object.fromEntries(answer.issues.map((issue) => [issue.field, issue.message]));
    expect(byField.category).toMatch(/"Insight" is not a category in content\/blog\/categories\.json.*Insights/);
    expect(byField.date).toBe('expected YYYY-MM-DD, found "2024-02-30"');
    expect(byField.image).toMatch(/"nowhere\.webp" is not a file in content\/blog\/images\//);
    expect(byField.body).toBe('the post has no text below the front matter');
  });

  it('saves a one-field change as a one-line diff, after showing it, under the version check', async () => {
    const post = await opened(postFile);
    const body = { file: postFile, base: post.version, fields: { ...post.fields, author: 'Ama Mensah' }, body: post.body };
    const shown = json(await session.change('/api/blog/save', body)) as { diff: string; expect: string };
    expect(shown.diff.split('\n').filter((line) => /^[-+][^-+]/.test(line))).toEqual(['-author: Innovare Advisory', '+author: Ama Mensah']);
    expect(await read(postFile)).toBe(post.text);
    const saved = await session.change('/api/blog/save', { ...body, confirm: true, expect: shown.expect });
    expect(saved.statusCode).toBe(200);
    const after = await read(postFile);
    const changed = createPatch(postFile, post.text, after)
      .split('\n')
      .filter((line) => /^[-+][^-+]/.test(line));
    expect(changed).toEqual(['-author: Innovare Advisory', '+author: Ama Mensah']);
    // The old version is stale now: a save from it is refused with the disk's text.
    const stale = await session.change('/api/blog/save', { ...body, fields: { ...post.fields, author: 'Someone' }, confirm: true, expect: shown.expect });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses to write a post with a problem the import would refuse (422), leaving the file as it was', async () => {
    const post = await opened(postFile);
    const before = await read(postFile);
    const response = await session.change('/api/blog/save', {
      file: postFile,
      base: post.version,
      fields: { ...post.fields, category: 'Nope' },
      body: post.body,
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).issues).toEqual([expect.objectContaining({ field: 'category' })]);
    expect(await read(postFile)).toBe(before);
  });

  it('creates a new post exclusively that the blog import accepts, and refuses a second one of the same name', async () => {
    const request = {
      slug: 'editor-written-post',
      fields: { title: 'Written in the editor: a test', date: '2026-11-28', author: 'Ama Mensah', category: 'News', image: 'soc.webp' },
      body: '## A heading\n\nA [link](/contact) and ![The SOC](/uploads/soc.webp).\n',
    };
    const created = await session.change('/api/blog/posts', request);
    expect(created.statusCode).toBe(200);
    expect(await read('content/blog/posts/editor-written-post.md')).toBe(
      '---\ntitle: "Written in the editor: a test"\ndate: 2026-11-28\nauthor: Ama Mensah\ncategory: News\nimage: soc.webp\n---\n\n## A heading\n\nA [link](/contact) and ![The SOC](/uploads/soc.webp).\n',
    );
    const imported = await readBlogContent(path.join(root, 'content/blog'), root);
    expect(imported.ok && imported.content.posts.find((post) => post.slug === 'editor-written-post')?.contentHtml).toContain('<h2>A heading</h2>');
    expect((await session.change('/api/blog/posts', request)).statusCode).toBe(409);
  });

  it('of two saves of one version at once, writes one and refuses the other (409); of two new posts of one name, creates one', async () => {
    const file = 'content/blog/posts/aml-risk-based-approach.md';
    const post = await opened(file);
    const request = async (author: string) => {
      const body = { file, base: post.version, fields: { ...post.fields, author }, body: post.body };
      const shown = json(await session.change('/api/blog/save', body)) as { expect: string };
      return session.change('/api/blog/save', { ...body, confirm: true, expect: shown.expect });
    };
    const statuses = (await Promise.all([request('First Writer'), request('Second Writer')])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await read(file)).toMatch(/author: (First|Second) Writer\n/);

    const fresh = { slug: 'twice-at-once', fields: { title: 'Twice', date: '2026-11-28', author: 'A', category: 'News' }, body: 'Text.\n' };
    const created = await Promise.all([session.change('/api/blog/posts', fresh), session.change('/api/blog/posts', fresh)]);
    expect(created.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    await rm(path.join(root, 'content/blog/posts/twice-at-once.md'));
  });

  it('deletes a post only after listing where it is mentioned, and only the version shown', async () => {
    const file = 'content/blog/posts/editor-written-post.md';
    await writeFile(
      path.join(root, 'content/blog/posts/mentions-it.md'),
      (await read(postFile)).replace('The 2022 edition', 'See editor-written-post. The 2022 edition'),
    );
    const first = json(await session.change('/api/blog/posts/delete', { file })) as { mentions: string[]; version: string };
    expect(first.mentions).toEqual(['content/blog/posts/mentions-it.md']);
    expect((await session.change('/api/blog/posts/delete', { file, confirm: true, version: 'stale' })).statusCode).toBe(409);
    expect((await session.change('/api/blog/posts/delete', { file, confirm: true, version: first.version })).statusCode).toBe(200);
    await expect(read(file)).rejects.toThrow();
    await rm(path.join(root, 'content/blog/posts/mentions-it.md'));
  });

  it('refuses hostile names and anything outside content/blog/posts/, naming the field and no absolute path', async () => {
    const fields = { title: 'x', date: '2026-11-28', author: 'x', category: 'News' };
    for (const slug of ['../../pages/about', 'Upper', 'a/b', 'a..b', '', '.hidden', 'con\u0000']) {
      const response = await session.change('/api/blog/posts', { slug, fields, body: 'x' });
      expect(response.statusCode, slug).toBe(400);
      expect(json(response).error).toMatch(/^slug: /);
    }
    for (const file of [
      'content/pages/about.json',
      'content/blog/categories.json',
      'content/blog/posts/../../site.json',
      '/etc/passwd',
      'content/blog/posts/A.md',
    ]) {
      const response = await session.change('/api/blog/save', { file, base: 'x', fields, body: 'x' });
      expect(response.statusCode, file).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, file).toBeLessThan(500);
      expect(response.body).not.toContain(root);
      expect(response.body).not.toContain(tmpdir());
    }
  });

  it('refuses a post reached through a symbolic link (decision 027), and a posts folder that is a link', async () => {
    const outside = path.join(root, 'outside.md');
    await writeFile(outside, await read(postFile));
    await symlink(outside, path.join(root, 'content/blog/posts/linked.md'));
    const post = await opened(postFile);
    const response = await session.change('/api/blog/save', { file: 'content/blog/posts/linked.md', base: post.version, fields: post.fields, body: post.body });
    expect(response.statusCode).toBe(403);
    expect((await session.inject({ url: '/api/blog/post?file=content/blog/posts/linked.md', headers: { cookie: session.cookie } })).statusCode).toBe(403);
    expect(((await get('/api/blog')) as { posts: { file: string }[] }).posts.map((entry) => entry.file)).not.toContain('content/blog/posts/linked.md');
    await rm(path.join(root, 'content/blog/posts/linked.md'));
  });

  it('stores an uploaded image in content/blog/images/ under a new name, and refuses an SVG', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);
    const first = json(await session.change('/api/blog/upload', { name: 'Board Room.png', data: png.toString('base64') })) as { name: string };
    const second = json(await session.change('/api/blog/upload', { name: 'Board Room.png', data: png.toString('base64') })) as { name: string };
    expect([first.name, second.name]).toEqual(['board-room.png', 'board-room-2.png']);
    expect(await readFile(path.join(root, 'content/blog/images/board-room.png'))).toEqual(png);
    const svg = await session.change('/api/blog/upload', { name: 'a.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') });
    expect(svg.statusCode).toBe(415);
    const served = await session.inject({ url: '/uploads/board-room.png', headers: { cookie: session.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await session.inject({ url: '/uploads/..%2F..%2Fsite.json', headers: { cookie: session.cookie } })).statusCode).toBe(404);
  });

  it('names the posts that use each category, for the warning a rename shows', async () => {
    const answer = (await get('/api/blog')) as { categories: { title: string; posts: string[] }[] };
    expect(answer.categories.find((category) => category.title === 'Events')?.posts.length).toBeGreaterThan(0);
  });
});
