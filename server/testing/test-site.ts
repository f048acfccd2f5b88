/**
 * Test fixtures for the server: a build in miniature (with page shells for pages with parameters)
 * and a blog folder, each in a temporary directory the caller removes.
 */

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type RoutesFileInput, recordPageHead } from '../../schemas/routes-file';
import { type PageHead, renderHeadTags } from '../../src/common/page-head';
import { feedLinks } from '../../src/common/page-head-extras';

export function makeTempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function writeFiles(rootDir: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [relativePath, body] of Object.entries(files)) {
    const file = path.join(rootDir, relativePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }
}

export const testSiteUrl = 'https://www.gruppo.example';

export function defaultHead(title: string, description: string): PageHead {
  // As pageHead gives it: the default share image with the size the build read from public/.
  return {
    title,
    description,
    canonical: undefined,
    image: `${testSiteUrl}/img/og-default.png`,
    imageWidth: 1200,
    imageHeight: 630,
    siteName: 'Gruppo',
    locale: 'en',
  };
}

/** What the build puts in a post shell's head (page-head-extras.ts): the site's schema.org nodes, the breadcrumb, the feeds. */
const postShellExtras: Pick<PageHead, 'structuredData' | 'feeds' | 'imageAlt'> = {
  structuredData: [
    {
      '@type': 'Organization',
      '@id': `${testSiteUrl}/#organization`,
      name: 'Gruppo',
      url: `${testSiteUrl}/`,
      logo: {
        '@type': 'ImageObject',
        url: `${testSiteUrl}/img/logo.svg`,
        width: { '@type': 'QuantitativeValue', value: 200, unitCode: 'E37' },
        height: { '@type': 'QuantitativeValue', value: 48, unitCode: 'E37' },
      },
      sameAs: ['https://www.linkedin.com/company/gruppo-example'],
    },
    { '@type': 'WebSite', '@id': `${testSiteUrl}/#website`, name: 'Gruppo', url: `${testSiteUrl}/`, publisher: { '@id': `${testSiteUrl}/#organization` } },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${testSiteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Blogs', item: `${testSiteUrl}/blogs` },
      ],
    },
  ],
  feeds: feedLinks(testSiteUrl, 'Gruppo blog'),
  imageAlt: 'Gruppo',
};

export const dynamicPageHeads = {
  'blog-post': { ...defaultHead('Blog post | Gruppo', 'An article from the Gruppo blog on cybersecurity, governance and risk.'), ...postShellExtras },
  'blog-category': defaultHead('Blog category | Gruppo', 'Articles and news from Gruppo in one category.'),
} as const;

/** A page as the build writes it: head tags, then a body the tests can recognise. */
export function shellHtml(pageId: string, head: PageHead): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    ${renderHeadTags(head)}
    <link rel="modulepreload" crossorigin href="/assets/${pageId}.js">
  </head>
  <body>
    <div id="root"><main>${pageId} shell: loading</main></div>
  </body>
</html>
`;
}

/** Writes a build into `distDir`: two static pages, the blog's two pages with parameters, a 404 page. */
export async function writeTestDist(distDir: string): Promise<void> {
  await writeFiles(distDir, {
    'client/index.html': shellHtml('home', { ...defaultHead('Gruppo', 'Home page of the group.'), canonical: `${testSiteUrl}/` }),
    'client/blogs/index.html': shellHtml('blogs', { ...defaultHead('Our Blogs | Gruppo', 'Every post.'), canonical: `${testSiteUrl}/blogs` }),
    'client/404.html': '<!doctype html><title>Not found</title><main>page not found</main>',
    'shells/blog-post.html': shellHtml('blog-post', dynamicPageHeads['blog-post']),
    'shells/blog-category.html': shellHtml('blog-category', dynamicPageHeads['blog-category']),
    'routes.json': JSON.stringify({
      pages: ['/', '/blogs'],
      redirects: [],
      siteUrl: testSiteUrl,
      dynamicPages: [
        { path: '/newspage/:catId/collections/', pageId: 'blog-category', head: recordPageHead(dynamicPageHeads['blog-category']) },
        { path: '/our/blog/:id/single', pageId: 'blog-post', head: recordPageHead(dynamicPageHeads['blog-post']) },
      ],
    } satisfies RoutesFileInput),
  });
}

/** A tiny valid WebP header is enough: the server only names and streams the file. */
export const fakeWebp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4, 0), Buffer.from('WEBPVP8 '), Buffer.alloc(64, 7)]);

export interface TestPost {
  title?: string;
  date?: string;
  author?: string;
  category?: string;
  image?: string;
  updated?: string;
  body?: string;
  /** Raw front matter lines instead of the fields above. */
  frontMatter?: string;
}

function postMarkdown(post: TestPost): string {
  const frontMatter =
    post.frontMatter ??
    [
      post.title !== undefined ? `title: ${JSON.stringify(post.title)}` : '',
      post.date !== undefined ? `date: ${post.date}` : '',
      post.author !== undefined ? `author: ${JSON.stringify(post.author)}` : '',
      post.category !== undefined ? `category: ${JSON.stringify(post.category)}` : '',
      post.image !== undefined ? `image: ${post.image}` : '',
      post.updated !== undefined ? `updated: ${post.updated}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  return `---\n${frontMatter}\n---\n\n${post.body ?? 'Some text about security.'}\n`;
}

const testCategories = [
  { id: 1, title: 'News' },
  { id: 2, title: 'Insights' },
  { id: 7, title: 'Events' },
];

/** Five posts over two categories (Events has none), two with images. */
export const testPosts: Record<string, TestPost> = {
  'first-news': { title: 'First news', date: '2024-01-10', author: 'Desk', category: 'News', image: 'news.webp' },
  'second-news': { title: 'Second news', date: '2024-03-01', author: 'Desk', category: 'News' },
  'iso-insight': {
    title: 'ISO 27001 & you: "a <guide>"',
    date: '2024-02-15',
    author: 'Advisory',
    category: 'Insights',
    image: 'iso.webp',
    body: `# Heading\n\nThe **standard** says <b>this</b> & that.\n\n${'Long text about controls and risk. '.repeat(12)}`,
  },
  'aml-insight': { title: 'AML basics', date: '2024-05-20', author: 'GRC', category: 'Insights' },
  'soc-insight': { title: 'SOC basics', date: '2024-04-01', author: 'SOC', category: 'Insights' },
};

export async function writeTestBlog(
  blogDir: string,
  options: { categories?: unknown; posts?: Record<string, TestPost>; extraFiles?: Record<string, string | Buffer> } = {},
): Promise<void> {
  const posts = options.posts ?? testPosts;
  await writeFiles(blogDir, {
    'categories.json': JSON.stringify(options.categories ?? testCategories),
    'images/news.webp': fakeWebp,
    'images/iso.webp': fakeWebp,
    'posts/.keep': '',
    ...Object.fromEntries(Object.entries(posts).map(([slug, post]) => [`posts/${slug}.md`, postMarkdown(post)])),
    ...options.extraFiles,
  });
}
