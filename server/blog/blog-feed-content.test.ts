// @vitest-environment node
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { makeTempDir, testSiteUrl, writeTestBlog, writeTestDist } from '../testing/test-site';

/** A post a maintainer could write: markup and entities in its title, every kind of URL in its body, Unicode. */
const trickyTitle = 'R&D <beta> & “Ghana’s” café: 5 > 3 &amp; more';
const trickyBody = [
  'Téléchargez — ₵ 100 — 🚀',
  '',
  '<a href="notes.html">a sibling file</a> <a href="../../2/single">a neighbour</a> <a href="/services">a page</a>',
  '<a href="#part-two">a part</a> <a href="https://example.org/x?a=1&b=2">elsewhere</a>',
  '<img src="chart.png" srcset="chart-1x.png 1x, /uploads/chart-2x.png 2x" alt="A chart">',
].join('\n');

let rootDir: string;
let app: FastifyInstance;
let origin: string;
let postUrl: string;

beforeAll(async () => {
  rootDir = await makeTempDir('blog-feed-content-');
  await writeTestDist(path.join(rootDir, 'dist'));
  await writeTestBlog(path.join(rootDir, 'blog'), {
    posts: { tricky: { title: trickyTitle, date: '2024-06-01', author: 'Desk & Co', category: 'News', body: trickyBody } },
  });
  app = await buildServer({
    distDir: path.join(rootDir, 'dist'),
    api: { dataDir: path.join(rootDir, 'data'), blogDir: path.join(rootDir, 'blog') },
    blogRefreshMs: 0,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Cast: a TCP listener's address is always an AddressInfo.
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // Cast: the shape of GET /api/blogs (blog-routes.ts).
  const [post] = (await (await fetch(`${origin}/api/blogs`)).json()) as { id: number }[];
  postUrl = `${testSiteUrl}/our/blog/${post?.id}/single`;
});

afterAll(async () => {
  await app?.close();
  await rm(rootDir, { recursive: true, force: true });
});

async function text(pathname: string): Promise<string> {
  const response = await fetch(`${origin}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

/** What a feed reader shows for an HTML text construct: the text of the markup. */
function htmlToText(html: string): string {
  return JSDOM.fragment(`<div>${html}</div>`).textContent ?? '';
}

function expectAbsoluteUrls(content: string): void {
  const post = new URL(postUrl);
  expect(content).toContain(`href="${new URL('notes.html', post).href}"`);
  expect(content).toContain(`href="${testSiteUrl}/our/2/single"`);
  expect(content).toContain(`href="${testSiteUrl}/services"`);
  expect(content).toContain('href="#part-two"');
  // A parser may hand back the query's "&" decoded or not; either way the link is the post's own.
  expect(content).toMatch(/href="https:\/\/example\.org\/x\?a=1&(amp;)?b=2"/);
  expect(content).toContain(`src="${new URL('chart.png', post).href}"`);
  expect(content).toContain(`srcset="${new URL('chart-1x.png', post).href} 1x, ${testSiteUrl}/uploads/chart-2x.png 2x"`);
  expect(content).toContain('Téléchargez — ₵ 100 — 🚀');
}

describe('feeds of a post with tricky content', () => {
  it('Atom: the title and summary, declared type="html", read back as the text the maintainer wrote', async () => {
    const xml = await text('/atom.xml');
    const entry = new JSDOM(xml, { contentType: 'application/xml' }).window.document.querySelector('entry');
    const title = entry?.querySelector('title');
    expect(title?.getAttribute('type')).toBe('html');
    expect(htmlToText(title?.textContent ?? '')).toBe(trickyTitle);
    const summary = entry?.querySelector('summary');
    expect(htmlToText(summary?.textContent ?? '')).toContain('Téléchargez — ₵ 100 — 🚀');
    const [item] = parseFeed(xml).items;
    expect(item?.url).toBe(postUrl);
    expectAbsoluteUrls(item?.content ?? '');
  });

  it('RSS: the title reads back as the text, the HTML description reads as the summary, and the content has absolute URLs', async () => {
    const xml = await text('/feed.xml');
    const [item] = parseFeed(xml).items;
    expect(item?.title).toBe(trickyTitle);
    const description = new JSDOM(xml, { contentType: 'application/xml' }).window.document.querySelector('item > description')?.textContent ?? '';
    expect(htmlToText(description)).toContain('Téléchargez — ₵ 100 — 🚀');
    expect(description).not.toMatch(/<a |<img /);
    expectAbsoluteUrls(item?.content ?? '');
  });

  it('JSON Feed: the title and summary are plain text, the HTML content has absolute URLs', async () => {
    const feed = JSON.parse(await text('/feed.json'));
    const [item] = feed.items;
    expect(item.title).toBe(trickyTitle);
    expect(item.summary).toContain('Téléchargez — ₵ 100 — 🚀');
    expect(item.summary).not.toContain('&amp;');
    expectAbsoluteUrls(item.content_html);
  });
});

/**
 * Characters XML 1.0 forbids, as a post can carry them: a vertical tab pasted from a word processor,
 * U+0001, the non-character U+FFFE, and a lone surrogate (YAML's and JSON's "\ud800" escapes).
 */
describe('feeds of posts with characters XML 1.0 forbids', () => {
  const forbidden = { 'vertical tab': '\u000b', 'U+0001': '\u0001', 'U+FFFE': '\ufffe', 'a lone surrogate': '\ud800' };
  const category = { id: 9, title: 'Field\u000bnotes' };
  let oddRoot: string;
  let odd: FastifyInstance;
  let oddOrigin: string;

  beforeAll(async () => {
    oddRoot = await makeTempDir('blog-feed-xml-chars-');
    await writeTestDist(path.join(oddRoot, 'dist'));
    await writeTestBlog(path.join(oddRoot, 'blog'), {
      categories: [{ id: 1, title: 'News' }, category],
      posts: Object.fromEntries(
        Object.entries(forbidden).map(([name, character], index) => [
          `post-${index}`,
          {
            title: `Title ${index} before${character}after`,
            date: `2024-06-0${index + 1}`,
            // A lone surrogate cannot be written in a UTF-8 file: the title's YAML escape carries it, the body and author the three others.
            author: `Author${name === 'a lone surrogate' ? '' : character} ${index}`,
            category: index % 2 === 0 ? 'News' : category.title,
            body: `Body ${index} pasted${name === 'a lone surrogate' ? '' : character}text.`,
          },
        ]),
      ),
    });
    odd = await buildServer({
      distDir: path.join(oddRoot, 'dist'),
      api: { dataDir: path.join(oddRoot, 'data'), blogDir: path.join(oddRoot, 'blog') },
      blogRefreshMs: 0,
    });
    await odd.listen({ port: 0, host: '127.0.0.1' });
    // Cast: a TCP listener's address is always an AddressInfo.
    oddOrigin = `http://127.0.0.1:${(odd.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await odd?.close();
    await rm(oddRoot, { recursive: true, force: true });
  });

  /** The feed as a strict reader gets it: strict UTF-8, then XML (jsdom's parser stops at a disallowed character). */
  async function strictXml(pathname: string): Promise<Document> {
    const response = await fetch(`${oddOrigin}${pathname}`);
    expect(response.status, pathname).toBe(200);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await response.arrayBuffer());
    return new JSDOM(text, { contentType: 'application/xml' }).window.document;
  }

  /**
   * What the feeds show of post `index`'s title. A lone surrogate never reaches a feed: the database
   * stores text as UTF-8, which has none, and gives back U+FFFD in its place (how the feeds would
   * leave one out is xml-characters.test.ts's).
   */
  const titleShown = (index: string | undefined) => new RegExp(`^Title ${index} before${index === '3' ? '\ufffd+' : ''}after$`);

  it.each(['/feed.xml', '/atom.xml', '/newspage/1/feed.xml', '/newspage/1/atom.xml', `/newspage/${category.id}/feed.xml`, `/newspage/${category.id}/atom.xml`])(
    '%s parses as XML, with each text there minus the character',
    async (pathname) => {
      const document = await strictXml(pathname);
      const entries = [...document.querySelectorAll('item, entry')];
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const index = /Title (\d)/.exec(entry.querySelector('title')?.textContent ?? '')?.[1];
        expect(htmlToText(entry.querySelector('title')?.textContent ?? '')).toMatch(titleShown(index));
        expect(entry.textContent).toContain(`Author ${index}`);
        expect(entry.textContent).toContain(`Body ${index} pastedtext.`);
        for (const character of Object.values(forbidden)) expect(entry.textContent).not.toContain(character);
      }
      if (pathname.includes(`/${category.id}/`))
        expect(entries.map((entry) => entry.querySelector('category')?.textContent || entry.querySelector('category')?.getAttribute('term'))).toContain(
          'Fieldnotes',
        );
      else expect(entries).toHaveLength(pathname.startsWith('/newspage/') ? 2 : 4);
    },
  );

  it('the JSON Feed keeps every character, escaped as JSON allows', async () => {
    const response = await fetch(`${oddOrigin}/feed.json`);
    const text = await response.text();
    expect(text).not.toContain('\u000b');
    // Cast: the shape of a JSON Feed 1.1 (blog-feeds.ts).
    const feed = JSON.parse(text) as { items: { title: string; authors: { name: string }[] }[] };
    // The lone surrogate's post (the last) is as the database gave it back: see titleShown.
    const characters = Object.values(forbidden).slice(0, 3);
    const items = [...feed.items].sort((a, b) => a.title.localeCompare(b.title)).slice(0, 3);
    expect(items.map((item) => item.title)).toEqual(characters.map((character, index) => `Title ${index} before${character}after`));
    expect(items.map((item) => item.authors[0]?.name)).toEqual(characters.map((character, index) => `Author${character} ${index}`));
  });
});
