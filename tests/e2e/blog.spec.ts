import path from 'node:path';
import type { Page } from '@playwright/test';
import { openPage, waitForIsland } from './support/page-helpers';
import { fetchCategories, fetchPosts, injectionPostTitlePrefix, type PostSummary } from './support/routes';
import { expect, test } from './support/site-test';

/**
 * The blog against the test server's database (content/blog/ plus the suite's injection post): the
 * Media menu, a category's list, six posts a page with Previous and Next, a post with its related
 * posts and share links, and an unknown post sending the visitor to /blogs. What a page should show is
 * taken from the API, so the tests follow the content.
 */

const pageSize = 6;
const categoryAddress = (id: number) => `/newspage/${id}/collections/`;
const postAddress = (id: number) => `/our/blog/${id}/single`;
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const cards = (page: Page) => page.locator('main article');

/**
 * Answers `address` with its page as the build wrote it (the spinner, no data): what a static host
 * serves for the legacy preset, where the island fetches in the browser. The reference server renders
 * the data into the page instead; these tests cover the browser's own loading, empty and error states.
 */
async function servedAsBuilt(page: Page, address: string, builtFile: string) {
  const file = path.join(import.meta.dirname, '..', '..', 'dist', builtFile);
  await page.route(
    (url) => url.pathname === address,
    (route) => route.fulfill({ path: file, contentType: 'text/html; charset=utf-8' }),
  );
}

async function expectCards(page: Page, posts: PostSummary[]) {
  await expect(cards(page)).toHaveCount(posts.length);
  for (const [index, post] of posts.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(card.locator('time')).toHaveText(longDate.format(new Date(`${post.date}T00:00:00Z`)));
    await expect(card.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', postAddress(post.id));
    await expect(card.locator('img')).toHaveCount(post.image ? 1 : 0);
  }
}

test('the Media menu lists every category and leads to its posts', async ({ page, request }) => {
  const categories = await fetchCategories(request);
  expect(categories.length).toBeGreaterThan(0);
  await openPage(page, '/');
  const media = page.locator('header').getByRole('button', { name: 'Media', exact: true });
  await media.click();
  const menu = page.locator(`[id="${await media.getAttribute('aria-controls')}"]`);
  // Each category, then every post (the server puts them in the HTML; the browser adds nothing twice).
  await expect(menu.getByRole('link')).toHaveText([...categories.map((category) => category.title), 'All posts']);
  await expect(menu.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blogs');
  for (const category of categories) {
    await expect(menu.getByRole('link', { name: category.title, exact: true })).toHaveAttribute('href', categoryAddress(category.id));
  }

  const [first] = categories;
  await menu.getByRole('link', { name: first?.title, exact: true }).click();
  await expect(page).toHaveURL(categoryAddress(first?.id ?? 0));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
  await expectCards(page, (await fetchPosts(request, first?.id)).slice(0, pageSize));
});

test('each category page shows its title and its posts, newest first', async ({ page, request }) => {
  for (const category of await fetchCategories(request)) {
    await test.step(category.title, async () => {
      const posts = await fetchPosts(request, category.id);
      await openPage(page, categoryAddress(category.id));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
      await expectCards(page, posts.slice(0, pageSize));
      await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(posts.length > pageSize ? 1 : 0);
    });
  }
});

test('/blogs pages through every post, six at a time, with Previous and Next', async ({ page, request }) => {
  const posts = await fetchPosts(request);
  const pageCount = Math.ceil(posts.length / pageSize);
  expect(pageCount, 'the test database has enough posts for three pages').toBeGreaterThanOrEqual(3);
  const slice = (number: number) => posts.slice((number - 1) * pageSize, number * pageSize);

  await openPage(page, '/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
  const pagination = page.getByRole('navigation', { name: 'Blog pages' });
  // Real links (they work without scripts too); an end that leads nowhere is aria-disabled, without an address.
  const previous = pagination.getByRole('link', { name: 'Previous' });
  const next = pagination.getByRole('link', { name: 'Next' });
  await expect(pagination.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(pageCount);

  await expectCards(page, slice(1));
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('href', '/blogs?page=2');
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await next.click();
  await expect(page).toHaveURL(/\/blogs\?page=2$/);
  await expectCards(page, slice(2));
  await expect(previous).not.toHaveAttribute('aria-disabled');
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await pagination.getByRole('link', { name: `Page ${pageCount}` }).click();
  await expectCards(page, slice(pageCount));
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(previous).not.toHaveAttribute('aria-disabled');

  await previous.click();
  await expect(page).toHaveURL(new RegExp(`/blogs\\?page=${pageCount - 1}$`));
  await expectCards(page, slice(pageCount - 1));

  // The page number is in the address: a reload or a shared link opens the same page.
  await page.reload();
  await expectCards(page, slice(pageCount - 1));
});

test('a post shows its title, date, author, image, content, related posts and share links', async ({ page, request }) => {
  const summary = (await fetchPosts(request)).find((post) => post.image !== null && !post.title.startsWith(injectionPostTitlePrefix));
  expect(summary, 'a post with an image').toBeDefined();
  const id = summary?.id ?? 0;
  const post = (
    (await (await request.get(`/api/blogs/${id}`)).json()) as { records: { title: string; date: string; author: string; image: string; content: string }[] }
  ).records[0];
  const related = (await (await request.get(`/api/blogs/${id}/related`)).json()) as { id: number; title: string }[];
  expect(post).toBeDefined();
  expect(related.length, 'the post has related posts').toBeGreaterThan(0);

  await openPage(page, postAddress(id));
  const article = page.locator('main article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post?.title ?? '');
  await expect(page).toHaveTitle(new RegExp(`^${(post?.title ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(article.locator('time')).toHaveText(longDate.format(new Date(`${post?.date}T00:00:00Z`)));
  await expect(article.getByText(`By ${post?.author}`)).toBeVisible();
  await expect(article.locator(`img[src$="/uploads/${post?.image}"]`)).toBeVisible();
  expect(
    await article
      .locator('img')
      .first()
      .evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  const firstParagraph = /<p>([^<&]{20,80})/.exec(post?.content ?? '')?.[1];
  if (firstParagraph) await expect(article.getByText(firstParagraph, { exact: false }).first()).toBeVisible();

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Blogs']);
  await expect(breadcrumb.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');

  const sidebar = page.getByRole('complementary', { name: 'Related Article' });
  await expect(sidebar.getByRole('link')).toHaveText(related.map((relatedPost) => relatedPost.title));
  for (const relatedPost of related) {
    await expect(sidebar.getByRole('link', { name: relatedPost.title, exact: true })).toHaveAttribute('href', postAddress(relatedPost.id));
  }

  await expect(article.getByText('Share this post:')).toBeVisible();
  // Shared links carry the post's public address, the one its page declares canonical.
  const publicAddress = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  expect(publicAddress).toMatch(new RegExp(`^https?://[^/]+${postAddress(id)}$`));
  const address = encodeURIComponent(publicAddress);
  const title = encodeURIComponent(post?.title ?? '');
  const share = (network: string) => article.getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
  const expectedLinks: [string, string[]][] = [
    ['Facebook', ['https://www.facebook.com/sharer/sharer.php?', `u=${address}`]],
    ['Twitter', ['https://twitter.com/intent/tweet?', `url=${address}`, `text=${title}`]],
    ['LinkedIn', ['https://www.linkedin.com/sharing/share-offsite/?', `url=${address}`]],
    ['WhatsApp', ['https://wa.me/?', `text=${encodeURIComponent(`${post?.title} ${publicAddress}`)}`]],
  ];
  for (const [network, parts] of expectedLinks) {
    const link = share(network);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const href = (await link.getAttribute('href')) ?? '';
    for (const part of parts) expect(href, `${network} share link`).toContain(part);
  }

  // A related post opens in the same page.
  const [firstRelated] = related;
  await sidebar.getByRole('link', { name: firstRelated?.title, exact: true }).click();
  await expect(page).toHaveURL(postAddress(firstRelated?.id ?? 0));
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(firstRelated?.title ?? '');
});

test('a post without related posts says so (fetched in the browser, as the legacy preset does)', async ({ page, request }) => {
  const [post] = await fetchPosts(request);
  await servedAsBuilt(page, postAddress(post?.id ?? 0), 'shells/blog-post.html');
  await page.route('**/api/blogs/*/related', (route) => route.fulfill({ json: [] }));
  await openPage(page, postAddress(post?.id ?? 0));
  await expect(page.getByRole('complementary', { name: 'Related Article' })).toContainText('No archive related available');
});

test('an unknown post shows a warning, then sends the visitor to /blogs', async ({ page, pageProblems }) => {
  const unknown = postAddress(999_999);
  // The server tells the truth about the missing post (404), and Chromium logs the 404 response in
  // the console: that is what this test is about. The page carries the warning; no API call is made.
  pageProblems.expect((problem) => problem.url?.endsWith(unknown) === true);

  const response = await page.goto(unknown);
  expect(response?.status()).toBe(404);
  const warning = page.getByRole('alert');
  await expect(warning).toContainText('Warning');
  await expect(warning).toContainText('No blog found.');
  await expect(page).toHaveURL('/blogs', { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
});

test('a category without posts, and a list that cannot be loaded, say so (fetched in the browser, as the legacy preset does)', async ({
  page,
  request,
  pageProblems,
}) => {
  const [category] = await fetchCategories(request);
  const address = categoryAddress(category?.id ?? 0);
  await servedAsBuilt(page, address, 'shells/blog-category.html');

  await test.step('no posts', async () => {
    await page.route('**/api/blogs?catId=*', (route) => route.fulfill({ json: [] }));
    await openPage(page, address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category?.title ?? '');
    await expect(page.getByRole('alert')).toContainText('No blogs found for this category');
    await expect(page.getByRole('heading', { name: 'No blog posts found' })).toBeVisible();
    await expect(page.getByText('Please check back later or browse other categories')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(cards(page)).toHaveCount(0);
  });

  await test.step('the list call fails', async () => {
    await page.unroute('**/api/blogs?catId=*');
    await page.route('**/api/blogs?catId=*', (route) => route.abort('connectionrefused'));
    // The refused call, and Chromium's console line about it, are what this step provokes.
    pageProblems.expect((problem) => problem.url?.includes('/api/blogs?catId=') === true);
    await openPage(page, address);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error');
    await expect(alert).toContainText('Failed to load blog data.');
  });
});

test('the list and a post are the server’s HTML: nothing asks the API, React takes nothing over', async ({ page, request }) => {
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(sent.url());
  });
  const hydrated = () =>
    page.evaluate(
      () => Array.from(document.querySelectorAll('main *')).filter((element) => Object.keys(element).some((key) => key.startsWith('__react'))).length,
    );
  await openPage(page, '/blogs?page=2');
  await waitForIsland(page, 'blog-list');
  await expectCards(page, (await fetchPosts(request)).slice(pageSize, pageSize * 2));
  expect(await hydrated()).toBe(0);
  const [post] = await fetchPosts(request);
  await openPage(page, postAddress(post?.id ?? 0));
  await waitForIsland(page, 'blog-post');
  await expect(page.locator('main article .post-content')).toBeVisible();
  expect(await hydrated()).toBe(0);
  expect(apiCalls).toEqual([]);
});
