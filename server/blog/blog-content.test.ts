// @vitest-environment node
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root';
import { makeTempDir, type TestPost, testPosts, writeFiles, writeTestBlog } from '../testing/test-site';
import { BlogContentError, defaultBlogDir, readBlogContent } from './blog-content';

let rootDir: string;
let blogDir: string;

beforeEach(async () => {
  rootDir = await makeTempDir('blog-content-');
  blogDir = path.join(rootDir, 'content', 'blog');
});

afterEach(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

async function problemsWith(posts: Record<string, TestPost>, options: Parameters<typeof writeTestBlog>[1] = {}): Promise<string[]> {
  await rm(blogDir, { recursive: true, force: true });
  await writeTestBlog(blogDir, { posts, ...options });
  const result = await readBlogContent(blogDir, rootDir);
  if (result.ok) throw new Error('expected problems, the blog was valid');
  return result.problems;
}

const valid: TestPost = { title: 'A post', date: '2024-05-01', author: 'Desk', category: 'News' };

describe('readBlogContent', () => {
  it('reads categories and posts, turning Markdown into HTML', async () => {
    await writeTestBlog(blogDir);
    const result = await readBlogContent(blogDir, rootDir);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.content.categories).toEqual([
      { id: 1, title: 'News' },
      { id: 2, title: 'Insights' },
      { id: 7, title: 'Events' },
    ]);
    expect(result.content.posts.map((post) => post.slug).sort()).toEqual(Object.keys(testPosts).sort());
    const iso = result.content.posts.find((post) => post.slug === 'iso-insight');
    expect(iso).toMatchObject({ title: 'ISO 27001 & you: "a <guide>"', date: '2024-02-15', author: 'Advisory', categoryId: 2, image: 'iso.webp' });
    expect(iso?.contentHtml).toContain('<h1>Heading</h1>');
    expect(iso?.contentHtml).toContain('<strong>standard</strong>');
    expect(iso?.summary.startsWith('Heading The standard says this & that. Long text')).toBe(true);
    expect(iso?.summary.length).toBeLessThanOrEqual(160);
    expect(result.content.posts.find((post) => post.slug === 'second-news')?.image).toBeNull();
  });

  it('names the file and the field of a date that is not a calendar date, as written', async () => {
    expect(await problemsWith({ 'x': { ...valid, date: '2024-13-01' } })).toEqual(['content/blog/posts/x.md: date: expected YYYY-MM-DD, found "2024-13-01"']);
  });

  it.each([
    ['2024-02-30', '"2024-02-30"'],
    ['"01/05/2024"', '"01/05/2024"'],
    ['20240501', '20240501'],
    ['"2024-5-1"', '"2024-5-1"'],
  ])('rejects the date %s', async (written, shown) => {
    expect(await problemsWith({ 'x': { ...valid, date: written } })).toEqual([`content/blog/posts/x.md: date: expected YYYY-MM-DD, found ${shown}`]);
  });

  it('accepts a quoted date as well as a bare one', async () => {
    await writeTestBlog(blogDir, { posts: { a: { ...valid, date: '"2024-02-29"' }, b: valid } });
    const result = await readBlogContent(blogDir, rootDir);
    expect(result.ok && result.content.posts.map((post) => post.date)).toEqual(['2024-02-29', '2024-05-01']);
  });

  it('names an unknown category, suggests the near one and lists the valid ones', async () => {
    expect(await problemsWith({ 'x': { ...valid, category: 'Insight' } })).toEqual([
      'content/blog/posts/x.md: category: "Insight" is not a category in content/blog/categories.json; did you mean "Insights"?; expected one of "News", "Insights", "Events"',
    ]);
  });

  it('names a missing image file', async () => {
    expect(await problemsWith({ 'x': { ...valid, image: 'missing.webp' } })).toEqual([
      'content/blog/posts/x.md: image: "missing.webp" is not a file in content/blog/images/',
    ]);
  });

  it('refuses an image path that leaves images/', async () => {
    const problems = await problemsWith({ 'x': { ...valid, image: '../secret.webp' } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/blog\/posts\/x\.md: image: expected a file name in images\//);
  });

  it('takes an optional "updated" date, which may not be before the post\'s date', async () => {
    expect(await problemsWith({ 'x': { ...valid, date: '2024-05-01', updated: '2024-04-30' } })).toEqual([
      "content/blog/posts/x.md: updated: 2024-04-30 is before the post's date (2024-05-01); a post is revised after it is published",
    ]);
    expect(await problemsWith({ 'x': { ...valid, updated: '2024-02-30' } })).toEqual([
      'content/blog/posts/x.md: updated: expected YYYY-MM-DD, found "2024-02-30"',
    ]);
  });

  it('names a missing title, and every other missing field, in one pass', async () => {
    expect(await problemsWith({ 'x': { date: '2024-05-01', author: 'Desk', category: 'News' } })).toEqual([
      'content/blog/posts/x.md: title: required: add "title: …" to the front matter',
    ]);
    expect(await problemsWith({ 'y': { frontMatter: 'image: iso.webp' } })).toEqual([
      'content/blog/posts/y.md: title: required: add "title: …" to the front matter',
      'content/blog/posts/y.md: date: required: add "date: YYYY-MM-DD" to the front matter',
      'content/blog/posts/y.md: author: required: add "author: …" to the front matter',
      'content/blog/posts/y.md: category: required: add "category: …" to the front matter',
    ]);
  });

  it('names an empty title and a title YAML read as something else', async () => {
    expect(await problemsWith({ 'x': { ...valid, title: '  ' } })).toEqual(['content/blog/posts/x.md: title: required: "title" is empty']);
    expect(await problemsWith({ 'x': { ...valid, frontMatter: 'title: true\ndate: 2024-05-01\nauthor: A\ncategory: News' } })).toEqual([
      'content/blog/posts/x.md: title: expected text, found true; put the value in quotes',
    ]);
  });

  it('names an unknown front matter field with a suggestion', async () => {
    expect(await problemsWith({ 'x': { frontMatter: 'titel: A\ntitle: A\ndate: 2024-05-01\nauthor: A\ncategory: News' } })).toEqual([
      'content/blog/posts/x.md: titel: unknown field; expected title, date, author, category, image, updated; did you mean "title"?',
    ]);
  });

  it('reports front matter that is not YAML, a post with no text, and a file that is not Markdown', async () => {
    const problems = await problemsWith(
      { 'empty': { ...valid, body: '   ' } },
      { extraFiles: { 'posts/broken.md': '---\ntitle: [unclosed\n---\ntext', 'posts/notes.txt': 'notes' } },
    );
    expect(problems).toEqual([
      expect.stringMatching(/^content\/blog\/posts\/broken\.md: front matter: not valid YAML \(.+\)$/),
      'content/blog/posts/empty.md: (body): the post has no text below the front matter',
      'content/blog/posts/notes.txt: not a Markdown post: only .md files belong in content/blog/posts/',
    ]);
  });

  it('refuses JavaScript front matter without running it, naming the file, and imports nothing', async () => {
    const marker = path.join(rootDir, 'ran.txt');
    const script = `{ title: (process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), globalThis.__frontMatterRan = true, 'A post'), date: '2024-05-01', author: 'A', category: 'News' }`;
    const problems = await problemsWith(
      { ok: valid },
      { extraFiles: { 'posts/evil.md': `---js\n${script}\n---\ntext`, 'posts/long.md': `---javascript\n${script}\n---\ntext` } },
    );
    expect(problems).toEqual([
      'content/blog/posts/evil.md: front matter: only YAML front matter is accepted; the first line must be exactly "---", found "---js"',
      'content/blog/posts/long.md: front matter: only YAML front matter is accepted; the first line must be exactly "---", found "---javascript"',
    ]);
    expect(existsSync(marker)).toBe(false);
    expect('__frontMatterRan' in globalThis).toBe(false);
  });

  it.each([
    ['--- coffee\ntitle: "A"\n---\ntext', '"--- coffee"'],
    ['---json\n{"title": "A"}\n---\ntext', '"---json"'],
    ['---yaml\ntitle: A\n---\ntext', '"---yaml"'],
    [';;;\n{"title": "A"}\n;;;\ntext', '";;;"'],
  ])('refuses front matter opened by %j', async (source, found) => {
    expect(await problemsWith({}, { extraFiles: { 'posts/x.md': source } })).toEqual([
      `content/blog/posts/x.md: front matter: only YAML front matter is accepted; the first line must be exactly "---", found ${found}`,
    ]);
  });

  it('names a post without front matter and front matter that is never closed', async () => {
    expect(await problemsWith({}, { extraFiles: { 'posts/x.md': '# Just text', 'posts/y.md': '---\ntitle: A\n' } })).toEqual([
      'content/blog/posts/x.md: front matter: missing: the post must start with a line "---", then the fields (title, date, author, category), then "---"',
      'content/blog/posts/y.md: front matter: not closed: add a line "---" after the last field',
    ]);
  });

  it('names a file name that cannot be a slug', async () => {
    expect(await problemsWith({ 'My Post': valid })).toEqual([
      'content/blog/posts/My Post.md: file name: expected lower-case words joined by "-", such as "iso-27001-basics.md"',
    ]);
  });

  it('reports every problem of every file at once', async () => {
    const problems = await problemsWith({
      a: { ...valid, date: '2024-13-01' },
      b: { ...valid, category: 'Blog' },
      c: { ...valid, image: 'nope.webp', title: '' },
    });
    expect(problems).toHaveLength(4);
    expect(problems.map((problem) => problem.split(':').slice(0, 2).join(':'))).toEqual([
      'content/blog/posts/a.md: date',
      'content/blog/posts/b.md: category',
      'content/blog/posts/c.md: title',
      'content/blog/posts/c.md: image',
    ]);
  });

  it.each([
    [
      [
        { id: 1, title: 'News' },
        { id: 1, title: 'Other' },
      ],
      'content/blog/categories.json: 1.id: 1 is already the id of entry 0',
    ],
    [
      [
        { id: 1, title: 'News' },
        { id: 2, title: 'news' },
      ],
      'content/blog/categories.json: 1.title: "news" is already the title of entry 0',
    ],
    [[{ id: 0, title: 'News' }], 'content/blog/categories.json: 0.id: expected a whole number from 1 up'],
    [[{ id: 1 }], 'content/blog/categories.json: 0.title: required: the title shown in the Media menu'],
    [[{ id: 1, title: 'News', colour: 'red' }], 'content/blog/categories.json: 0.colour: unknown field; expected "id" and "title"'],
    [{ News: 1 }, 'content/blog/categories.json: expected a list of categories: [{ "id": 1, "title": "News" }, …]'],
  ])('checks categories.json: %j', async (categories, problem) => {
    const problems = await problemsWith({}, { categories });
    expect(problems).toEqual([problem]);
  });

  it('says when categories.json is not JSON or missing', async () => {
    await writeTestBlog(blogDir, { posts: {} });
    await writeFiles(blogDir, { 'categories.json': '[{"id": 1,' });
    const broken = await readBlogContent(blogDir, rootDir);
    expect(!broken.ok && broken.problems[0]).toMatch(/^content\/blog\/categories\.json: not valid JSON \(/);

    await rm(path.join(blogDir, 'categories.json'));
    const missing = await readBlogContent(blogDir, rootDir);
    expect(!missing.ok && missing.problems).toEqual(['content/blog/categories.json: missing: the blog needs its list of categories']);
  });

  it('says when the blog folder is missing', async () => {
    const result = await readBlogContent(path.join(rootDir, 'nowhere'), rootDir);
    expect(!result.ok && result.problems).toEqual(['nowhere: missing: expected a folder with categories.json, posts/ and images/']);
  });

  it('formats problems for the terminal', () => {
    expect(new BlogContentError(['a: b: c', 'd: e: f']).message).toBe('content/blog/ has 2 problems, so nothing was imported:\n  a: b: c\n  d: e: f');
  });
});

describe('the sample blog in content/blog', () => {
  it('is valid: about fifteen posts over three categories, at least seven in one', async () => {
    const result = await readBlogContent(defaultBlogDir, projectRoot);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const { categories, posts } = result.content;
    expect(categories).toHaveLength(3);
    expect(posts.length).toBeGreaterThanOrEqual(15);
    const perCategory = categories.map((category) => posts.filter((post) => post.categoryId === category.id).length);
    expect(Math.max(...perCategory)).toBeGreaterThanOrEqual(7);
    expect(perCategory.every((count) => count > 0)).toBe(true);
    for (const post of posts) expect(post.summary.length, post.slug).toBeGreaterThan(60);
  });

  it('has small WebP images, 30 KB at most', async () => {
    const imagesDir = path.join(defaultBlogDir, 'images');
    const names = await readdir(imagesDir);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name).toMatch(/\.webp$/);
      expect((await stat(path.join(imagesDir, name))).size, name).toBeLessThanOrEqual(30 * 1024);
    }
  });
});
