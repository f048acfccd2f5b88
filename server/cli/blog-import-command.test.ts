// @vitest-environment node
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBlogStore } from '../blog/blog-store';
import { openSiteDatabase } from '../database/open-database';
import { makeTempDir, testPosts, writeTestBlog } from '../testing/test-site';
import { runBlogImportCommand } from './blog-import-command';

let rootDir: string;
let blogDir: string;
let dataDir: string;

beforeEach(async () => {
  rootDir = await makeTempDir('blog-import-cli-');
  blogDir = path.join(rootDir, 'content', 'blog');
  dataDir = path.join(rootDir, 'data');
});

afterEach(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

async function run(): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runBlogImportCommand(blogDir, { dialect: 'sqlite', dataDir }, { out: (text) => (out += text), err: (text) => (err += text) }, rootDir);
  return { code, out, err };
}

async function postTitles(): Promise<string[]> {
  const db = await openSiteDatabase({ dialect: 'sqlite', dataDir });
  try {
    return (await createBlogStore(db.queries).posts()).map((post) => post.title);
  } finally {
    await db.close();
  }
}

describe('npm run blog:import', () => {
  it('imports the folder and says what it imported', async () => {
    await writeTestBlog(blogDir);
    const { code, out } = await run();
    expect(code).toBe(0);
    expect(out).toBe(`Imported 5 posts in 3 categories into ${path.join(dataDir, 'site.db')}.\n`);
    expect(await postTitles()).toHaveLength(5);
  });

  it('imports a post with characters XML 1.0 forbids, warning for each file and field that has one', async () => {
    await writeTestBlog(blogDir, {
      categories: [{ id: 1, title: 'News\ufffe' }],
      posts: {
        'pasted': { ...testPosts['first-news'], category: 'News\ufffe', title: 'Pasted\u000bfrom a word processor', body: 'Text\u0001here.' },
        'half-pair': { ...testPosts['first-news'], category: 'News\ufffe', author: 'Desk \ud800' },
      },
    });
    const { code, out, err } = await run();
    expect(code).toBe(0);
    expect(out).toBe(`Imported 2 posts in 1 category into ${path.join(dataDir, 'site.db')}.\n`);
    const feeds =
      'which XML 1.0 forbids (a control character, such as a vertical tab pasted from a word processor, or a non-character); the RSS and Atom feeds leave it out. Delete it from the file';
    expect(err.split('\n').filter(Boolean)).toEqual([
      `warning: content/blog/categories.json: 0.title: contains U+FFFE, ${feeds}`,
      `warning: content/blog/posts/half-pair.md: author: contains U+D800, ${feeds}`,
      `warning: content/blog/posts/pasted.md: title: contains U+000B, ${feeds}`,
      `warning: content/blog/posts/pasted.md: (body): contains U+0001, ${feeds}`,
    ]);
    expect(await postTitles()).toHaveLength(2);
  });

  it('prints every problem, exits 1 and leaves the database as it was', async () => {
    await writeTestBlog(blogDir);
    await run();
    const before = await postTitles();

    await rm(blogDir, { recursive: true });
    await writeTestBlog(blogDir, {
      posts: {
        'bad-date': { ...testPosts['first-news'], date: '2024-13-01' },
        'bad-category': { ...testPosts['first-news'], category: 'Newz' },
        'no-image': { ...testPosts['first-news'], image: 'gone.webp' },
        'no-title': { ...testPosts['first-news'], title: undefined },
        'fine': { ...testPosts['first-news'], title: 'Would be new' },
      },
    });
    const { code, out, err } = await run();
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err.split('\n').filter(Boolean)).toEqual([
      'content/blog/posts/bad-category.md: category: "Newz" is not a category in content/blog/categories.json; did you mean "News"?; expected one of "News", "Insights", "Events"',
      'content/blog/posts/bad-date.md: date: expected YYYY-MM-DD, found "2024-13-01"',
      'content/blog/posts/no-image.md: image: "gone.webp" is not a file in content/blog/images/',
      'content/blog/posts/no-title.md: title: required: add "title: …" to the front matter',
      'Nothing was imported: 4 problems to fix first.',
    ]);
    expect(await postTitles()).toEqual(before);
  });
});
